import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, HOSTS, login, TestClock } from '../helper.js';

const clock = new TestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock, config: { accessTokenTtl: 60 } });
});
afterAll(() => app.close());

describe('bearer authentication', () => {
  it('refuses an expired access token with 401 TOKEN_EXPIRED', async () => {
    const { accessToken } = await login(app, 'demo1');
    clock.advance(61_000);
    const { statusCode, body } = await call(app, {
      url: '/api/me?siteInfoId=1',
      headers: bearer(accessToken),
    });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'TOKEN_EXPIRED', message: '토큰이 만료되었습니다.' } });
  });

  it('refuses a token that was accepted before once it expires (to the second)', async () => {
    const { accessToken } = await login(app, 'demo1');
    const me = () => call(app, { url: '/api/me?siteInfoId=1', headers: bearer(accessToken) });
    expect((await me()).statusCode).toBe(200);
    clock.advance(59_000);
    expect((await me()).statusCode).toBe(200);
    clock.advance(1_000);
    const { statusCode, body } = await me();
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
  });

  it('refuses a token signed with another secret with 401 TOKEN_INVALID', async () => {
    const forged = await new SignJWT({ site: 1, fam: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('someone-elses-secret-of-some-length'));
    const { statusCode, body } = await call(app, { url: '/api/me?siteInfoId=1', headers: bearer(forged) });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
  });

  it.each([['garbage'], ['Bearer'], ['Basic dXNlcjpwYXNz'], ['Bearer not.a.jwt']])(
    'refuses the header "%s" with 401 TOKEN_INVALID',
    async (authorization) => {
      const { statusCode, body } = await call(app, {
        url: '/api/me?siteInfoId=1',
        headers: { authorization },
      });
      expect(statusCode).toBe(401);
      expect(body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
    },
  );

  it('refuses a token of another site with 403 WRONG_ACCESS, in English on site 15', async () => {
    const { accessToken } = await login(app, 'demo1');
    const { statusCode, body } = await call(app, {
      url: '/api/me?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(accessToken) },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ error: { code: 'WRONG_ACCESS', message: 'Wrong access.' } });
  });
});
