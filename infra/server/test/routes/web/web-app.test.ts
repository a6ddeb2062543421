import type { SiteBoot } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, HOSTS } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

async function siteOf(host: string): Promise<SiteBoot> {
  return (await get('/site.json', host)).json<SiteBoot>();
}

describe('the installable app, per site', () => {
  it("answers each site's manifest under its own name and language, uncached", async () => {
    const langs = new Set<string>();
    for (const host of Object.values(HOSTS)) {
      const site = await siteOf(host);
      const res = await get('/manifest.webmanifest', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toMatchObject({
        name: site.siteInfo.name,
        short_name: site.siteInfo.name,
        lang: site.lang,
        start_url: '/',
        display: 'standalone',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      });
      langs.add(site.lang);
    }
    // Korean and English sites both answered.
    expect([...langs].sort()).toEqual(['en', 'ko']);
  });

  it("draws the offline page in the site's language, reloading itself", async () => {
    for (const host of Object.values(HOSTS)) {
      const { lang } = await siteOf(host);
      const res = await get('/offline.html', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(lang === 'ko' ? '<h1>연결 없음</h1>' : '<h1>No connection</h1>');
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    }
  });

  it('refuses a hostname that is no site', async () => {
    for (const url of ['/manifest.webmanifest', '/offline.html']) {
      const res = await get(url, 'nowhere.example');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
    }
  });
});
