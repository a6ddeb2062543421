import type { FastifyInstance } from 'fastify';

import futuresHistory from './history.js';
import futuresOptions from './options.js';
import futuresOrders from './orders.js';

/** /api/futures (spec "Futures"): the contracts, the player's orders, positions and settings, their history. */
export default async function futuresApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
  await app.register(futuresOptions);
  await app.register(futuresOrders);
  await app.register(futuresHistory);
}
