import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { DateText, seoulDayBound } from '../../../../schemas/date-query.js';
import { PageNumber, PageOf, PageSize } from '../../trade/schemas.js';
import {
  FuturesCrossSchema,
  FuturesLeverageSchema,
  FuturesOrderSchema,
  FuturesPositionSchema,
  FuturesQtyPerSchema,
  Leverage,
} from '../../futures/schemas.js';

const TRIGGER_TYPES = new Set(['TAKEPROFIT', 'STOPLOSS']);

/** What the player has: open orders and positions, their TP/SL, settings, history, the account. */
const futuresHistory: FastifyPluginAsyncTypebox = async (app) => {
  const OptionFilter = SiteQuery({ futuresOptionId: Type.Optional(Id) });
  const orders = { 200: Envelope(Type.Array(FuturesOrderSchema)) };
  const openOrders = async (userId: number, optionId: number | undefined, triggers: boolean) =>
    (await app.repos.futures.openOrders({ userId, optionId }))
      .filter((row) => TRIGGER_TYPES.has(row.marketType) === triggers)
      .map((row) => app.futures.orderView(row));

  app.get(
    '/history/open_order',
    { schema: { querystring: OptionFilter, response: orders } },
    async (request) => ok(await openOrders(callerOf(request).userId, request.query.futuresOptionId, false)),
  );

  app.get(
    '/history/open_sltp',
    { schema: { querystring: OptionFilter, response: orders } },
    async (request) => ok(await openOrders(callerOf(request).userId, request.query.futuresOptionId, true)),
  );

  app.get(
    '/history/open_position',
    {
      schema: { querystring: OptionFilter, response: { 200: Envelope(Type.Array(FuturesPositionSchema)) } },
    },
    async (request) =>
      ok(await app.futures.openPositions(callerOf(request).userId, request.query.futuresOptionId)),
  );

  app.get(
    '/history/list',
    {
      schema: {
        querystring: SiteQuery({
          futuresOptionId: Type.Optional(Id),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
        }),
        response: { 200: Envelope(PageOf(FuturesOrderSchema)) },
      },
    },
    async (request) => {
      const { futuresOptionId, page = 1, size = 20, startDate, endDate } = request.query;
      const from = seoulDayBound(startDate, 'startDate', false);
      const to = seoulDayBound(endDate, 'endDate', true);
      if (from !== undefined && to !== undefined && from >= to)
        throw new AppError(400, 'VALIDATION', 'querystring.endDate');
      const { rows, total } = await app.repos.futures.history(
        { userId: callerOf(request).userId, optionId: futuresOptionId, from, to },
        (page - 1) * size,
        size,
      );
      return ok({ content: rows.map((row) => app.futures.orderView(row)), page, size, totalElements: total });
    },
  );

  app.get(
    '/history/tpsl',
    { schema: { querystring: SiteQuery({ orderId: Id }), response: orders } },
    async (request) => {
      // The TP/SL of the position the order was placed against or filled into.
      const order = await app.repos.futures.order(request.query.orderId);
      if (order === undefined || order.userId !== callerOf(request).userId)
        throw new AppError(404, 'ORDER_NOT_FOUND');
      const position =
        order.positionId ??
        (await app.repos.futures.openPositions({ userId: order.userId, optionId: order.optionId }))[0]?.id;
      if (position === undefined) return ok([]);
      const rows = await app.repos.futures.ordersOfPosition(position);
      return ok(
        rows.filter((row) => TRIGGER_TYPES.has(row.marketType)).map((row) => app.futures.orderView(row)),
      );
    },
  );

  // One option's leverage and margin type; without futuresOptionId, every option's.
  app.get(
    '/history/last_leverage',
    {
      schema: {
        querystring: OptionFilter,
        response: { 200: Envelope(Type.Union([FuturesLeverageSchema, Type.Array(FuturesLeverageSchema)])) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { futuresOptionId } = request.query;
      if (futuresOptionId !== undefined) return ok(await app.futures.leverageOf(userId, futuresOptionId));
      const playable = app.futures.options.all.filter((terms) => terms.isPlay);
      return ok(await Promise.all(playable.map((terms) => app.futures.leverageOf(userId, terms.id))));
    },
  );

  app.get(
    '/order/qty_per',
    {
      schema: {
        querystring: SiteQuery({ futuresOptionId: Id, leverage: Leverage }),
        response: { 200: Envelope(FuturesQtyPerSchema) },
      },
    },
    async (request) =>
      ok(
        await app.futures.qtyPer(
          callerOf(request).userId,
          request.query.futuresOptionId,
          request.query.leverage,
        ),
      ),
  );

  // An extra of ours (the spec only pushes it): the cross data a screen shows before the engine's next push.
  app.get(
    '/cross',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(FuturesCrossSchema) } } },
    async (request) => ok(await app.futures.cross(callerOf(request).userId)),
  );
};

export default futuresHistory;
