import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { RemoteEntrySchema, SiteInfoSchema } from '../../schemas/site.js';
import { siteRemotes } from '../../services/site-remotes.js';

const siteInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site_info/code',
    {
      schema: {
        querystring: SiteQuery({ code: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: Envelope(SiteInfoSchema) },
      },
    },
    async (request) => {
      const site = await app.repos.sites.findByCode(request.query.code);
      // A site tells about itself only: another site's flags, coins and banks are not this one's to show.
      if (site === undefined || site.id !== siteOf(request).id) throw new AppError(404, 'SITE_NOT_FOUND');
      return ok(site);
    },
  );

  /**
   * Anyone may ask; a signed-in caller is checked as on any protected call (a bad token is refused, so the
   * client refreshes and asks again), and an operator's answer adds the ops console.
   */
  app.get(
    '/site_info/remotes',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(RemoteEntrySchema)) } } },
    async (request, reply) => {
      if (request.headers.authorization) await app.authenticate(request, reply);
      const forOperator =
        request.auth !== null &&
        (await app.requireAdmin(request).then(
          () => true,
          () => false,
        ));
      return ok(await siteRemotes(app.repos.sites, siteOf(request), { forOperator }));
    },
  );
};

export default siteInfo;
