import type { AppVersion, Bank } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, HOSTS, login, errorOf } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = <T>(url: string, host: string = HOSTS.main) =>
  call<T>(app, { method: 'GET', url, headers: { host } });

describe('GET /api/site_info/get_app_version', () => {
  it('answers the seeded android and ios versions', async () => {
    const android = await get<AppVersion>('/api/site_info/get_app_version?siteInfoId=1&os=android');
    expect(android.statusCode).toBe(200);
    expect(android.body.data).toMatchObject({ os: 'android', version: '1.4.2', minVersion: '1.2.0' });
    expect(android.body.data!.url).toMatch(/^https:\/\//);
    const ios = await get<AppVersion>('/api/site_info/get_app_version?siteInfoId=15&os=ios', HOSTS.site15);
    expect(ios.body.data).toMatchObject({ os: 'ios' });
  });

  it('refuses an unknown os with 400 and a missing row with 404', async () => {
    const bad = await get('/api/site_info/get_app_version?siteInfoId=1&os=windows');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)?.message).toContain('querystring.os');
    await app.db.query(`DELETE FROM app_version WHERE site_id = 33`);
    const none = await get('/api/site_info/get_app_version?siteInfoId=33&os=ios', HOSTS.site33);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none.body)).toEqual({
      code: 'APP_VERSION_NOT_FOUND',
      message: 'No app version is registered.',
    });
  });
});

describe('GET /api/banklist', () => {
  it('lists every bank on site 1 (bankType ALL) and the major ones on site 15 (MAJOR)', async () => {
    const all = await get<Bank[]>('/api/banklist?siteInfoId=1');
    const major = await get<Bank[]>('/api/banklist?siteInfoId=15', HOSTS.site15);
    expect(all.statusCode).toBe(200);
    expect(all.body.data!.length).toBeGreaterThan(major.body.data!.length);
    expect(all.body.data![0]).toEqual({ code: '004', name: 'KB국민은행' });
    expect(major.body.data!.map((b) => b.code)).toContain('088');
    expect(major.body.data!.map((b) => b.code)).not.toContain('092');
  });
});

describe('per-hostname JSON files', () => {
  it('serves /fee.json and /data/appid.json for the hostname, not cached', async () => {
    const fee = await app.inject({ method: 'GET', url: '/fee.json', headers: { host: HOSTS.site15 } });
    expect(fee.statusCode).toBe(200);
    expect(fee.headers['cache-control']).toBe('no-cache');
    expect(fee.headers['content-type']).toContain('application/json');
    expect(fee.json()).toMatchObject({ marginTypeFeeFactor: 0.0008, dnwMinimum: 10000 });
    const appId = await app.inject({ method: 'GET', url: '/data/appid.json', headers: { host: HOSTS.main } });
    expect(appId.statusCode).toBe(200);
    expect(appId.headers['cache-control']).toBe('no-cache');
    expect(appId.json()).toEqual({ android: 'com.bx.mobile', ios: 'id0000000000' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/fee.json',
      headers: { host: 'nowhere.example' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('seeded blocked1', () => {
  it('logs in on sites 1 and 15 with etcJson.blockDevice MOBILE', async () => {
    expect((await login(app, 'blocked1')).user.etcJson).toEqual({ blockDevice: 'MOBILE' });
    expect((await login(app, 'blocked1', 15, HOSTS.site15)).user.etcJson).toEqual({ blockDevice: 'MOBILE' });
  });
});
