import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, noBodyIsEmpty, ok, SiteQuery } from '../../../../schemas/common.js';
import { keyedOrder } from '../keyed-order.js';
import {
  CancelAllBody,
  CancelBody,
  DeleteTpslBody,
  OrderBody,
  OverseaOrderSchema,
  OverseaPositionSchema,
  OvernightBody,
  TpslBody,
} from '../../oversea/schemas.js';

/** The player's changes: quick orders, cancels, TP/SL and overnight (each books through the engine). */
const overseaOrders: FastifyPluginAsyncTypebox = async (app) => {
  const order = { 200: Envelope(OverseaOrderSchema) };
  const position = { 200: Envelope(OverseaPositionSchema) };

  app.post(
    '/order',
    {
      config: { limits: 'order' },
      schema: { querystring: SiteQuery(), body: OrderBody, response: order },
    },
    async (request, reply) =>
      ok(
        await keyedOrder(app, request, reply, 'oversea', {
          place: (claim) => app.oversea.placeOrder(callerOf(request).userId, request.body, claim),
          replay: async (orderId) => app.oversea.orderView((await app.repos.oversea.order(orderId))!),
        }),
      ),
  );

  app.post(
    '/order/cancel',
    { schema: { querystring: SiteQuery(), body: CancelBody, response: order } },
    async (request) => ok(await app.oversea.cancelOrder(callerOf(request).userId, request.body.id)),
  );

  app.post(
    '/order/cancel_all',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        querystring: SiteQuery(),
        body: CancelAllBody,
        response: { 200: Envelope(Type.Array(OverseaOrderSchema)) },
      },
    },
    async (request) =>
      ok(await app.oversea.cancelAll(callerOf(request).userId, request.body.overseaOptionId)),
  );

  app.post(
    '/order/tpsl',
    { schema: { querystring: SiteQuery(), body: TpslBody, response: position } },
    async (request) => ok(await app.oversea.setTpsl(callerOf(request).userId, request.body)),
  );

  app.post(
    '/order/delete-tpsl',
    { schema: { querystring: SiteQuery(), body: DeleteTpslBody, response: position } },
    async (request) => ok(await app.oversea.deleteTpsl(callerOf(request).userId, request.body)),
  );

  app.post(
    '/overnight',
    { schema: { querystring: SiteQuery(), body: OvernightBody, response: position } },
    async (request) => ok(await app.oversea.setOvernight(callerOf(request).userId, request.body)),
  );
};

export default overseaOrders;
