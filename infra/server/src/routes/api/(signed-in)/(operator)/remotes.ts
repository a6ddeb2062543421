import { REMOTE_NAMES, type RemoteName } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../../../schemas/common.js';
import { announceSiteUpdate } from '../../../../services/site-updates.js';

const Name = Type.Enum(REMOTE_NAMES);
const SiteRemoteSchema = Type.Object({
  name: Name,
  entry: Type.String(),
  enabled: Type.Boolean(),
  previousEntry: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Number(),
});
const ChangeBody = Type.Object(
  {
    name: Name,
    entry: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 2 },
);
const RollbackBody = Type.Object({ name: Name }, { additionalProperties: false });

/** A remote's own folder on this origin, or a manifest on another https origin (a CDN); never `..`. */
const SAME_ORIGIN = /^\/remotes\/([a-z]+)\/([\w.-]+\/)*mf-manifest\.json$/;
const OTHER_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?\/([\w.~-]+\/)*mf-manifest\.json$/;

function checkEntry(name: RemoteName, entry: string): void {
  const local = SAME_ORIGIN.exec(entry);
  const valid = local ? local[1] === name : OTHER_ORIGIN.test(entry);
  if (!valid || entry.split('/').includes('..')) throw new OperatorRefusal('REMOTE_ENTRY_INVALID');
}

/**
 * The site's remote registry (docs/operators.md): any operator reads it; the platform's operators (SUPER) point a
 * remote at another build, switch it off or on, or roll it back to the build it had before. Every open page of
 * the site hears the change (SITE_UPDATE); a remote a page has already loaded changes on its next load.
 */
const adminRemotes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.operator?.level !== 'SUPER') {
      throw new OperatorRefusal('INSUFFICIENT_PRIVILEGES');
    }
  });

  app.get(
    '/admin/site/remote',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(SiteRemoteSchema)) } } },
    async (request) => ok(await app.repos.sites.registry(siteOf(request).id)),
  );

  app.post(
    '/admin/site/remote',
    { schema: { querystring: SiteQuery(), body: ChangeBody, response: { 200: Envelope(SiteRemoteSchema) } } },
    async (request) => {
      const siteId = siteOf(request).id;
      const { name, entry, enabled } = request.body;
      if (entry !== undefined) checkEntry(name, entry);
      // The console switched off from the console would leave no screen to switch it back on.
      if (name === 'admin' && enabled === false) throw new OperatorRefusal('REMOTE_REQUIRED');
      request.auditBefore = (await app.repos.sites.registry(siteId)).find((remote) => remote.name === name);
      if (request.auditBefore === undefined) throw new OperatorRefusal('REMOTE_NOT_FOUND');
      const changed = await app.repos.sites.changeRemote(siteId, name, { entry, enabled });
      if (changed === undefined) throw new OperatorRefusal('REMOTE_NOT_FOUND');
      await announceSiteUpdate(app, siteId);
      return ok(changed);
    },
  );

  app.post(
    '/admin/site/remote/rollback',
    {
      schema: { querystring: SiteQuery(), body: RollbackBody, response: { 200: Envelope(SiteRemoteSchema) } },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      const { name } = request.body;
      request.auditBefore = (await app.repos.sites.registry(siteId)).find((remote) => remote.name === name);
      if (request.auditBefore === undefined) throw new OperatorRefusal('REMOTE_NOT_FOUND');
      const changed = await app.repos.sites.rollbackRemote(siteId, name);
      if (changed === undefined) throw new OperatorRefusal('REMOTE_NO_PREVIOUS');
      await announceSiteUpdate(app, siteId);
      return ok(changed);
    },
  );
};

export default adminRemotes;
