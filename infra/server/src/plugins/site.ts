import { parseSiteFlags, type SiteFlag, type SiteInfo } from '@bx/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { remembered } from '../cache/remembered.js';
import { AppError } from '../errors/app-error.js';

/**
 * How long a hostname's site is reused before it is read again. Every request and socket names its site, and sites
 * change seldom: this takes a query off every call, and a change still shows on every instance within a second.
 */
const SITE_REUSE_MS = 1_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The site of the request's hostname, set by `resolveSite`. */
    site: SiteInfo | null;
  }
  interface FastifyInstance {
    /** The site of a hostname (any case), undefined for an unknown one; reused for a second. */
    siteOfHost(hostname: string): Promise<SiteInfo | undefined>;
    /** Forgets the sites kept (an operator changed one), so the next request reads them again. */
    forgetSites(): void;
    /** Something else kept per site (a policy, a list), forgotten with the sites. */
    forgetWithSites(forget: () => void): void;
    /** onRequest hook: hostname -> site, 404 SITE_NOT_FOUND for unknown hostnames. */
    resolveSite(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: the siteInfoId query parameter is present, well-formed and names the hostname's site. */
    requireSiteInfoId(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('site', null);
    // A database that blinks still knows its sites: refusals during the outage come in the site's language.
    const siteOfHost = remembered((hostname: string) => app.repos.sites.findByHostname(hostname), {
      ttlMs: SITE_REUSE_MS,
      staleOnFailure: true,
    });
    app.decorate('siteOfHost', (hostname: string) => siteOfHost(hostname.toLowerCase()));
    const forgetters = [siteOfHost.forget];
    app.decorate('forgetSites', () => forgetters.forEach((forget) => forget()));
    app.decorate('forgetWithSites', (forget: () => void) => {
      forgetters.push(forget);
    });

    app.decorate('resolveSite', async (request: FastifyRequest) => {
      const site = await app.siteOfHost(request.hostname);
      if (site === undefined) throw new AppError(404, 'SITE_NOT_FOUND');
      request.site = site;
    });

    // Checked here rather than by each route's schema so the answer is the same, and comes first, everywhere.
    app.decorate('requireSiteInfoId', async (request: FastifyRequest) => {
      const raw = (request.query as Record<string, unknown> | undefined)?.siteInfoId;
      if (raw === undefined || raw === '') throw new AppError(400, 'SITE_REQUIRED');
      if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) {
        throw new AppError(400, 'VALIDATION', 'querystring.siteInfoId');
      }
      if (Number(raw) !== request.site?.id) throw new AppError(403, 'WRONG_ACCESS');
    });
  },
  { name: 'site', dependencies: ['repositories'] },
);

/** The resolved site of a request that went through `resolveSite`. */
export function siteOf(request: FastifyRequest): SiteInfo {
  if (request.site === null) throw new AppError(404, 'SITE_NOT_FOUND');
  return request.site;
}

/** A body's siteInfoId must name the same site as the request. */
export function assertSameSite(request: FastifyRequest, siteInfoId: number): void {
  if (siteInfoId !== siteOf(request).id) throw new AppError(403, 'WRONG_ACCESS');
}

/** onRequest of an area a site may switch off (a flag of its `type`): refused with `code` where it is off. */
export function requireSiteFlag(flag: SiteFlag, code: 'NO_PERMISSION' | 'P2P_DISABLED') {
  return async (request: FastifyRequest): Promise<void> => {
    if (!parseSiteFlags(siteOf(request).type)[flag]) throw new AppError(403, code);
  };
}
