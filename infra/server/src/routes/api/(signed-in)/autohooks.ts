import type { FastifyInstance } from 'fastify';

/**
 * The signed-in calls: a valid session of this site, its account not blocked (a visitor has no token). The role a
 * call asks for beyond that is its folder's (operator) or its engine's and service's check (player).
 */
export default async function signedInHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
}
