import type { SiteUpdateEvent } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { siteRemotes } from './site-remotes.js';

/**
 * Tells every open page of a site what the site now is (SITE_UPDATE on /topic/notice/{siteId}): its info and
 * the remotes its host registers, as /site.json would answer them. Every instance first forgets the sites it
 * kept, so a page loading as the push goes out reads the site as changed (else, for up to a second, it could
 * start from the old site and never hear the change).
 */
export async function announceSiteUpdate(app: FastifyInstance, siteId: number): Promise<void> {
  const site = await app.repos.sites.findById(siteId);
  if (site === undefined) return;
  const event: SiteUpdateEvent = {
    type: 'SITE_UPDATE',
    data: site,
    remotes: await siteRemotes(app.repos.sites, site),
  };
  app.realtime.siteChanged(siteId);
  app.realtime.broadcast(`/topic/notice/${siteId}`, event);
}
