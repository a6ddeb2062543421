import { parseSiteFlags } from '@bx/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';

/**
 * onRequest of the P2P and payment-provider calls: signed in (DENY refused by the session guard), on a site whose
 * P2P flag (the third of its `type`) is on, else 403 P2P_DISABLED. The role is the service's check.
 */
export function p2pOnly(app: FastifyInstance) {
  return [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!parseSiteFlags(siteOf(request).type).p2p) throw new AppError(403, 'P2P_DISABLED');
    },
  ];
}
