import type { FastifyInstance } from 'fastify';

import { requireSiteFlag } from '../../../../plugins/site.js';

/** P2P and the payment providers: on a site whose P2P flag is on, else 403 P2P_DISABLED; the role is the service's. */
export default async function p2pHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSiteFlag('p2p', 'P2P_DISABLED'));
}
