import type { FastifyInstance } from 'fastify';

/**
 * Every /api call, in every folder below (the hooks cascade): the hostname's site first, then the siteInfoId check.
 * Calls in this folder itself are open to visitors; signed-in calls are in (signed-in)/.
 */
export default async function apiHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
}
