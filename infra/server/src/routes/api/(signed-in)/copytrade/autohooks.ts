import type { FastifyInstance } from 'fastify';

import { requireSiteFlag } from '../../../../plugins/site.js';

/** On a site that offers futures (copy trading copies futures). Role and DENY are the engine's checks. */
export default async function copytradeHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSiteFlag('futures', 'NO_PERMISSION'));
}
