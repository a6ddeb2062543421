import { parseSiteFlags } from '@bx/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../../../errors/app-error.js';
import { siteOf } from '../../../plugins/site.js';

/**
 * onRequest of the player's calls: signed in, on a site that offers futures. Role and DENY are the engine's checks
 * (a visitor has no token; an operator is refused NO_PERMISSION).
 */
export function futuresPlayer(app: FastifyInstance) {
  return [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!parseSiteFlags(siteOf(request).type).futures) throw new AppError(403, 'NO_PERMISSION');
    },
  ];
}
