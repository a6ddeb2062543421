import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { chartKlines, Interval } from '../trade/market.js';
import { KlineSchema, PageNumber, PageOf, TickSchema } from '../trade/schemas.js';

const Stock = Type.String({ minLength: 1, maxLength: 32 });

/** Public /api/stock calls: charts, recent ticks, last price, and the key/value settings. */
const stock: FastifyPluginAsyncTypebox = async (app) => {
  const known = (name: string): string => {
    if (!app.market.has(name)) throw new AppError(404, 'STOCK_NOT_FOUND', name);
    return name;
  };

  app.get(
    '/chart',
    {
      schema: {
        querystring: SiteQuery({
          stock: Stock,
          interval: Interval,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: Envelope(Type.Array(KlineSchema)) },
      },
    },
    async (request) => {
      const { interval, limit = 300 } = request.query;
      return ok(chartKlines(app.market, known(request.query.stock), interval, limit));
    },
  );

  app.get(
    '/chart_page',
    {
      schema: {
        querystring: SiteQuery({
          stock: Stock,
          interval: Interval,
          page: Type.Optional(PageNumber),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: Envelope(PageOf(KlineSchema)) },
      },
    },
    async (request) => {
      const { interval, page = 1, size = 100 } = request.query;
      return ok(app.market.klinePage(known(request.query.stock), interval, page, size));
    },
  );

  app.get(
    '/raw_data',
    {
      schema: {
        querystring: SiteQuery({
          stock: Stock,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: Envelope(Type.Array(TickSchema)) },
      },
    },
    async (request) => ok(app.market.recentTicks(known(request.query.stock), request.query.limit ?? 100)),
  );

  app.get(
    '/last_price',
    {
      schema: {
        querystring: SiteQuery({ stock: Stock }),
        response: { 200: Envelope(Type.Union([TickSchema, Type.Null()])) },
      },
    },
    async (request) => ok(app.market.lastTick(known(request.query.stock)) ?? null),
  );

  app.get(
    '/key_value',
    {
      schema: {
        querystring: SiteQuery({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Envelope(Type.Object({ key: Type.String(), value: Type.String() })) },
      },
    },
    async (request) => {
      const value = await app.stocks.value(request.query.key);
      if (value === undefined) throw new AppError(404, 'KEY_NOT_FOUND');
      return ok({ key: request.query.key, value });
    },
  );
};

export default stock;
