import type { FastifyInstance } from 'fastify';

/**
 * The ops console's calls: an ADMIN of the request's site (403 for anyone else). A preHandler, after validation,
 * as before the move; an area that asks more (a SUPER operator for changes) adds its own check after this one.
 */
export default async function operatorHooks(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.requireAdmin);
}
