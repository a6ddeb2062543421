import type { FastifyInstance } from 'fastify';

import copytradeFollowers from './followers.js';
import copytradeHistory from './history.js';
import copytradeTraders from './traders.js';

/** /api/copytrade (spec "Copy trade"): traders, follows, copy records; docs/copytrade.md. */
export default async function copytradeApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
  await app.register(copytradeTraders);
  await app.register(copytradeFollowers);
  await app.register(copytradeHistory);
}
