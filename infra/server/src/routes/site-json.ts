import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { siteOf } from '../plugins/site.js';
import { SiteBootSchema } from '../schemas/site.js';
import { siteRemotes } from '../services/site-remotes.js';
import { NO_CACHE } from '../static/cache-policy.js';

/**
 * The host's first call, before it knows any siteInfoId: which site this hostname is, with the site's info and
 * remotes, so a page starts in one round trip (index.html preloads it) instead of three in a row.
 */
const siteJson: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site.json',
    { onRequest: app.resolveSite, schema: { response: { 200: SiteBootSchema } } },
    async (request, reply) => {
      const site = siteOf(request);
      reply.header('Cache-Control', NO_CACHE);
      return {
        siteInfoId: site.id,
        code: site.code,
        lang: site.lang,
        siteInfo: site,
        remotes: await siteRemotes(app.repos.sites, site),
      };
    },
  );
};

export default siteJson;
