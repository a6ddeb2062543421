import type { SiteBoot } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, HOSTS } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('site resolution', () => {
  it.each([
    ['localhost', { siteInfoId: 1, code: 'main', lang: 'ko' }],
    ['127.0.0.1:8080', { siteInfoId: 1, code: 'main', lang: 'ko' }],
    ['site15.localhost:8080', { siteInfoId: 15, code: 'site15', lang: 'en' }],
    ['site33.localhost', { siteInfoId: 33, code: 'site33', lang: 'en' }],
    ['site25.localhost', { siteInfoId: 25, code: 'site25', lang: 'en' }],
  ])('/site.json on %s answers its site', async (host, expected) => {
    const response = await app.inject({ url: '/site.json', headers: { host } });
    expect(response.statusCode).toBe(200);
    const { siteInfo, remotes, ...locator } = response.json<SiteBoot>();
    expect(locator).toEqual(expected);
    expect(siteInfo).toMatchObject({ id: expected.siteInfoId, code: expected.code, lang: expected.lang });
    expect(remotes.length).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['localhost', 1],
    ['site25.localhost', 25],
  ])("/site.json on %s carries what the site's info and remotes calls answer", async (host, siteInfoId) => {
    const boot = (await app.inject({ url: '/site.json', headers: { host } })).json<SiteBoot>();
    const api = async (url: string) =>
      (await app.inject({ url: `/api/${url}siteInfoId=${siteInfoId}`, headers: { host } })).json<{
        data: unknown;
      }>().data;
    expect(boot.siteInfo).toEqual(await api(`site_info/code?code=${boot.code}&`));
    expect(boot.remotes).toEqual(await api('site_info/remotes?'));
  });

  it('answers 404 SITE_NOT_FOUND for an unknown hostname', async () => {
    const { statusCode, body } = await call(app, { url: '/site.json', headers: { host: 'evil.example' } });
    expect(statusCode).toBe(404);
    expect(body).toMatchObject({ status: 404, data: null, error: { code: 'SITE_NOT_FOUND' } });
    const api = await call(app, {
      url: '/api/site_info/remotes?siteInfoId=1',
      headers: { host: 'evil.example' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.body).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
  });

  it('requires siteInfoId on /api calls with 400 SITE_REQUIRED', async () => {
    const { statusCode, body } = await call(app, { url: '/api/site_info/remotes' });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      status: 400,
      data: null,
      error: { code: 'SITE_REQUIRED', message: 'siteInfoId가 필요합니다.' },
    });
  });

  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['99999999999']])(
    'refuses siteInfoId=%s with 400 VALIDATION',
    async (value) => {
      const { statusCode, body } = await call(app, { url: `/api/site_info/remotes?siteInfoId=${value}` });
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
    },
  );

  it('refuses a siteInfoId that is not the hostname site with 403 WRONG_ACCESS', async () => {
    const { statusCode, body } = await call(app, {
      url: '/api/site_info/remotes?siteInfoId=1',
      headers: { host: HOSTS.site15 },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ error: { code: 'WRONG_ACCESS', message: 'Wrong access.' } });
  });
});
