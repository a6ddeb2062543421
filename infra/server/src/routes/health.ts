import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../errors/app-error.js';
import { Envelope, ok } from '../schemas/common.js';
import { NO_CACHE } from '../static/cache-policy.js';

/**
 * GET /health for load balancers and supervisors: 200 only when the database answers a query now. Outside
 * /api, so it needs no site.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: Envelope(Type.Object({ database: Type.Literal('ok') })) } } },
    async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return ok({ database: 'ok' as const });
    },
  );
};

export default health;
