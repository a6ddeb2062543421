import type { FastifyInstance } from 'fastify';

import { requireSiteFlag } from '../../../../plugins/site.js';

/** On a site that offers the overseas area. Role and DENY are the engine's checks. */
export default async function overseaHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSiteFlag('overseas', 'NO_PERMISSION'));
}
