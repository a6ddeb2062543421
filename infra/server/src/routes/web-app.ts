import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../plugins/site.js';
import { NO_CACHE } from '../static/cache-policy.js';
import { plainPage } from '../static/plain-page.js';

/** The shell's colours (shared/build-config/src/html-shell.mjs's theme-color): no white flash at launch. */
const SHELL_COLOR = '#0f1115';

const ManifestSchema = Type.Object({
  name: Type.String(),
  short_name: Type.String(),
  lang: Type.String(),
  start_url: Type.String(),
  scope: Type.String(),
  display: Type.Literal('standalone'),
  background_color: Type.String(),
  theme_color: Type.String(),
  icons: Type.Array(Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.String() })),
});

const OFFLINE_TEXTS = {
  ko: { title: '연결 없음', text: '인터넷 연결을 확인해 주세요. 연결되면 자동으로 다시 열립니다.' },
  en: {
    title: 'No connection',
    text: 'Check your internet connection. The page reopens by itself once it is back.',
  },
} as const;

/** How often the offline page tries the network again (it reloads; the service worker answers while offline). */
const OFFLINE_RETRY_SECONDS = 3;

/**
 * What makes the site an installable app, per hostname: its web app manifest (the site's own name and language)
 * and the page the service worker (host/service-worker/sw.js) shows when a page cannot be loaded offline.
 */
const webApp: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/manifest.webmanifest',
    { onRequest: app.resolveSite, schema: { response: { 200: ManifestSchema } } },
    async (request, reply) => {
      const site = siteOf(request);
      reply.header('Cache-Control', NO_CACHE).type('application/manifest+json');
      return {
        name: site.name,
        short_name: site.name,
        lang: site.lang,
        start_url: '/',
        scope: '/',
        display: 'standalone' as const,
        background_color: SHELL_COLOR,
        theme_color: SHELL_COLOR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      };
    },
  );

  app.get('/offline.html', { onRequest: app.resolveSite }, async (request, reply) => {
    const site = siteOf(request);
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    return plainPage({ lang: site.lang, ...OFFLINE_TEXTS[site.lang], refreshSeconds: OFFLINE_RETRY_SECONDS });
  });
};

export default webApp;
