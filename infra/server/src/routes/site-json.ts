import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { siteOf } from '../plugins/site.js';
import { SiteLocatorSchema } from '../schemas/site.js';
import { NO_CACHE } from '../static/cache-policy.js';

/** The host's first call: which site this hostname is, before it knows any siteInfoId. */
const siteJson: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site.json',
    { onRequest: app.resolveSite, schema: { response: { 200: SiteLocatorSchema } } },
    async (request, reply) => {
      const site = siteOf(request);
      reply.header('Cache-Control', NO_CACHE);
      return { siteInfoId: site.id, code: site.code, lang: site.lang };
    },
  );
};

export default siteJson;
