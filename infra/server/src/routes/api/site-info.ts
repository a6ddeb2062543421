import { parseSiteFlags, type RemoteEntry, type RemoteName, type SiteFlag } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { RemoteEntrySchema, SiteInfoSchema } from '../../schemas/site.js';

/** The site flag a remote's area needs; remotes without one are part of every site. */
const REMOTE_FLAG: Partial<Record<RemoteName, SiteFlag>> = {
  trade: 'binary',
  futures: 'futures',
  oversea: 'overseas',
};

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

  app.get(
    '/site_info/remotes',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(RemoteEntrySchema)) } } },
    async (request) => {
      const site = siteOf(request);
      const flags = parseSiteFlags(site.type);
      // Entries go out as stored: a path stays a path, which the host resolves against the page's own origin.
      // Nothing of the request (a forged Host header) is reflected into them.
      const rows = await app.repos.sites.listRemotes(site.id);
      const entries: RemoteEntry[] = rows
        .filter(
          (row) => row.enabled && (REMOTE_FLAG[row.name] === undefined || flags[REMOTE_FLAG[row.name]!]),
        )
        .map((row) => ({ name: row.name, entry: row.entry }));
      return ok(entries);
    },
  );
};

export default siteInfo;
