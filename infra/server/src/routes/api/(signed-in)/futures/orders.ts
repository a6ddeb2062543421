import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { qtyText } from '../../../../engines/futures/futures-views.js';
import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, noBodyIsEmpty, ok, SiteQuery } from '../../../../schemas/common.js';
import { CopyCloseBody } from '../copytrade/schemas.js';
import { keyedOrder } from '../keyed-order.js';
import {
  CancelAllBody,
  CancelBody,
  FuturesLeverageSchema,
  FuturesOrderSchema,
  FuturesPositionSchema,
  LeverageBody,
  MarginBody,
  MarginTypeBody,
  OrderBody,
  TpslBody,
} from '../../futures/schemas.js';

/** A size or price as the engine reads it: a JSON number becomes its decimal text. */
const asText = (value: string | number | undefined) => (typeof value === 'number' ? String(value) : value);

/** The player's changes: orders, cancels, TP/SL, leverage, margin type and isolated margin (through the engine). */
const futuresOrders: FastifyPluginAsyncTypebox = async (app) => {
  const order = { 200: Envelope(FuturesOrderSchema) };
  const position = { 200: Envelope(FuturesPositionSchema) };
  const leverage = { 200: Envelope(FuturesLeverageSchema) };

  app.post(
    '/order',
    {
      config: { limits: 'order' },
      schema: { querystring: SiteQuery(), body: OrderBody, response: order },
    },
    async (request, reply) => {
      const { qty, amount, price, stopPrice, takeProfit, stopLoss, ...rest } = request.body;
      const placing = {
        ...rest,
        qty: asText(qty),
        amount: asText(amount),
        price: asText(price),
        stopPrice: asText(stopPrice),
        takeProfit: asText(takeProfit),
        stopLoss: asText(stopLoss),
      };
      return ok(
        await keyedOrder(app, request, reply, 'futures', {
          place: (claim) => app.futures.placeOrder(callerOf(request).userId, placing, claim),
          replay: async (orderId) => app.futures.orderView((await app.repos.futures.order(orderId))!),
        }),
      );
    },
  );

  app.post(
    '/order/cancel',
    { schema: { querystring: SiteQuery(), body: CancelBody, response: order } },
    async (request) => ok(await app.futures.cancelOrder(callerOf(request).userId, request.body.id)),
  );

  app.post(
    '/order/cancel_all',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        querystring: SiteQuery(),
        body: CancelAllBody,
        response: { 200: Envelope(Type.Array(FuturesOrderSchema)) },
      },
    },
    async (request) =>
      ok(await app.futures.cancelAll(callerOf(request).userId, request.body.futuresOptionId)),
  );

  app.post(
    '/order/tpsl',
    { schema: { querystring: SiteQuery(), body: TpslBody, response: position } },
    async (request) => ok(await app.futures.setTpsl(callerOf(request).userId, request.body)),
  );

  app.post(
    '/order/leverage',
    { schema: { querystring: SiteQuery(), body: LeverageBody, response: leverage } },
    async (request) =>
      ok(
        await app.futures.setLeverage(
          callerOf(request).userId,
          request.body.futuresOptionId,
          request.body.leverage,
        ),
      ),
  );

  app.post(
    '/order/margin_type',
    { schema: { querystring: SiteQuery(), body: MarginTypeBody, response: leverage } },
    async (request) =>
      ok(
        await app.futures.setMarginType(
          callerOf(request).userId,
          request.body.futuresOptionId,
          request.body.marginType,
        ),
      ),
  );

  app.post(
    '/order/margin',
    { schema: { querystring: SiteQuery(), body: MarginBody, response: position } },
    async (request) => ok(await app.futures.adjustMargin(callerOf(request).userId, request.body)),
  );

  // The follower closes what one copy opened (docs/copytrade.md): at closePrice as a limit, or at market.
  app.post(
    '/order/copytrade/close',
    { schema: { querystring: SiteQuery(), body: CopyCloseBody, response: order } },
    async (request) => {
      const { userId } = callerOf(request);
      const { futuresFollowerOrderId, futuresTraderOrderId, closePrice } = request.body;
      const copy = await app.repos.copytrade.copyOf(userId, futuresFollowerOrderId, futuresTraderOrderId);
      const opened = copy === undefined ? undefined : await app.repos.futures.order(futuresFollowerOrderId);
      if (copy === undefined || copy.kind !== 'OPEN' || opened === undefined) {
        throw new AppError(404, 'ORDER_NOT_FOUND');
      }
      // The position that copy opened or added to, still open: not a later one on the pair.
      const position = await app.repos.futures.openPositionFor(app.db, userId, copy.optionId);
      if (position === undefined || position.openedAt > (opened.filledAt ?? 0)) {
        throw new AppError(404, 'POSITION_NOT_FOUND');
      }
      const price = asText(closePrice ?? undefined);
      const limit = price !== undefined && Number(price) > 0;
      return ok(
        await app.futures.placeOrder(userId, {
          futuresOptionId: copy.optionId,
          marketType: limit ? 'LIMIT' : 'MARKET',
          tradeType: opened.tradeType === 'B' ? 'S' : 'B',
          qty: qtyText(app.futures.instrument(copy.optionId), copy.qty),
          price: limit ? price : undefined,
          reduceOnly: true,
        }),
      );
    },
  );
};

export default futuresOrders;
