import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { remembered } from '../cache/remembered.js';
import {
  contentSecurityPolicy,
  remoteOrigins,
  STATIC_SECURITY_HEADERS,
} from '../security/security-headers.js';

export interface SecurityHeadersOptions {
  /** How long a hostname's remote origins are reused before the registry is read again (default 10 s). */
  cacheMs?: number;
}

/** Where nginx asks for the policy of a hostname (auth_request); any answer of this server carries it. */
export const SECURITY_HEADERS_PATH = '/api/security-headers';

/**
 * Adds the security headers to every response this server sends: API answers, errors, the host's and the
 * remotes' files. The CSP's script origins are this origin plus those of the hostname's site's remote
 * registry (site_remote), so ops pointing a remote at another deployment need no policy change anywhere.
 */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    async function lookUp(hostname: string): Promise<string[]> {
      const site = await app.siteOfHost(hostname);
      if (site === undefined) return [];
      const rows = await app.repos.sites.listRemotes(site.id);
      return remoteOrigins(rows.filter((row) => row.enabled).map((row) => row.entry));
    }
    const originsOfHost = remembered(lookUp, { ttlMs: options.cacheMs ?? 10_000 });
    app.forgetWithSites(originsOfHost.forget);

    function originsOf(request: FastifyRequest): Promise<string[]> {
      // A failed read (database down) falls back to this origin only, and is not kept.
      return originsOfHost(request.hostname.toLowerCase()).catch((error: unknown) => {
        request.log.warn({ err: error }, 'remote registry unavailable; CSP allows this origin only');
        return [];
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      // A route may send a stricter policy of its own.
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header(
          'Content-Security-Policy',
          contentSecurityPolicy(request.host, await originsOf(request)),
        );
      }
      return payload;
    });

    // Nothing but the headers: the gateway copies the policy onto the files it serves from other services.
    app.get(SECURITY_HEADERS_PATH, async (_request, reply) => reply.code(204).send());
  },
  { name: 'security-headers', dependencies: ['repositories', 'site'] },
);
