import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { REMOTE_NAMES, STOMP_PATH, type SiteInfo } from '@bx/contracts';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { siteRemotes } from '../services/site-remotes.js';
import { cacheControlFor, NO_CACHE } from '../static/cache-policy.js';
import { firstScreenPreloads } from '../static/first-screen-hints.js';
import { withFirstScreen } from '../static/first-screen-html.js';
import { firstScreenOf, type FirstScreenData } from '../static/first-screen.js';
import { isNegotiated, isTwin } from '../static/precompressed.js';
import { webRoots } from '../static/web-roots.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET for a client-side route with the host's index.html; false when it is not one. */
    serveSpaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

/** Paths that belong to the API, the socket or the remotes, never to the host's files or its routes. */
const NOT_HOST = ['/api', '/remotes', STOMP_PATH];

function isUnder(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** `filePath` is the file sent: the .br or .gz twin when the browser accepts one. */
function setFileHeaders(res: SetHeadersResponse, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (isNegotiated(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Serves the composed front end from disk on every request (wildcard routes, no file list held in memory),
 * so replacing a remote's folder takes effect on the next load without a restart.
 */
export default fp<{ repoRoot: string; webRoot: string | undefined }>(
  async (app, options) => {
    const roots = webRoots(options.repoRoot, options.webRoot);
    const common = {
      wildcard: true,
      cacheControl: false,
      index: ['index.html'],
      serveDotFiles: false,
      // Sends the build's .br or .gz twin of a file by the request's Accept-Encoding (brotli first), with the
      // original's Content-Type; the file itself when there is no twin or the browser accepts neither.
      preCompressed: true,
    };

    await app.register(fastifyStatic, {
      ...common,
      root: roots.host,
      prefix: '/',
      // Twins are reached through negotiation only, never as files of their own.
      allowedPath: (pathname) => !isUnder(pathname, NOT_HOST) && !isTwin(pathname),
      setHeaders: setFileHeaders,
    });

    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        ...common,
        root: roots.remote(name),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        allowedPath: (pathname) => !isTwin(pathname),
        setHeaders: (res, filePath) => {
          setFileHeaders(res, filePath);
          // Remotes are also loaded by hosts running on other origins (each team's dev server).
          res.setHeader('Access-Control-Allow-Origin', '*');
        },
      });
    }

    /** The hints of the remote that draws this page on this site (none for an unknown hostname). */
    async function remotePreloads(url: string, site: SiteInfo | undefined): Promise<string[]> {
      if (!site) return [];
      return firstScreenPreloads(url, await siteRemotes(app.repos.sites, site), roots.remote);
    }

    const firstScreenData: FirstScreenData = {
      lastTick: (stock) => app.market.lastTick(stock),
      // A database that fails now costs the page its price, never the page.
      optionStock: (id) =>
        app.repos.binary.option(id).then(
          (option) => option?.stock,
          () => undefined,
        ),
    };

    app.decorate('serveSpaFallback', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isRoute = !isUnder(url, NOT_HOST) && !path.posix.basename(url).includes('.');
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (!isRoute) return false;
      // Read on every request, as the files are: a redeployed host shows on the next load.
      const indexHtml = await readFile(path.join(roots.host, 'index.html'), 'utf8').catch(() => undefined);
      if (indexHtml === undefined) return false;
      const site = await app.siteOfHost(request.hostname);
      const preloads = await remotePreloads(url, site);
      if (preloads.length > 0) reply.header('Link', preloads.join(', '));
      // The page comes with its first screen drawn: the browser paints it before any script has arrived.
      const screen = await firstScreenOf(url, site, firstScreenData);
      await reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(withFirstScreen(indexHtml, screen, site));
      return true;
    });
  },
  { name: 'static', dependencies: ['repositories', 'site', 'market'] },
);
