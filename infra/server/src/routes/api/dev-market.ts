import { toUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { isLoopback } from './dev-outbox.js';

const Body = Type.Object(
  {
    stock: Type.String({ minLength: 1, maxLength: 20 }),
    price: Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,8})?$' }),
  },
  { additionalProperties: false },
);

/**
 * POST /dev/market/price {stock, price}: moves the simulator's walk of a stock to a price, from which it walks on,
 * for local development and the browser specs that need a given move (a copied position closed in profit). Answers
 * only in demo mode (the outbox delivers there, as GET /dev/outbox) and only to a client on this machine;
 * otherwise a 404, as a stock the simulator does not walk.
 */
const devMarket: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/market/price',
    {
      schema: {
        querystring: SiteQuery(),
        body: Body,
        response: { 200: Envelope(Type.Object({ stock: Type.String(), price: Type.String() })) },
      },
    },
    async (request) => {
      if (app.delivery.kind !== 'outbox' || !isLoopback(request.socket.remoteAddress)) {
        throw new AppError(404, 'NOT_FOUND');
      }
      const { stock, price } = request.body;
      const spec = app.market.bus.spec(stock);
      if (spec === undefined) throw new AppError(404, 'NOT_FOUND');
      let units: bigint;
      try {
        units = toUnits(price, spec.precision);
      } catch {
        throw new AppError(400, 'VALIDATION', 'body.price');
      }
      if (units <= 0n || !app.market.moveSimulated(stock, Number(units)))
        throw new AppError(404, 'NOT_FOUND');
      return ok({ stock, price });
    },
  );
};

export default devMarket;
