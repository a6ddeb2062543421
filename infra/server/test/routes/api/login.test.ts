import { isApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REFRESH_REUSE_GRACE_MS } from '../../../src/services/session-service.js';
import { buildTestApp, call, HOSTS, login, TestClock } from '../../helper.js';

let app: FastifyInstance;
const clock = new TestClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const loginUrl = '/api/login?siteInfoId=1';

describe('POST /api/login', () => {
  it('answers tokens and the user for the right password', async () => {
    const result = await login(app, 'demo1');
    expect(result.accessToken.split('.')).toHaveLength(3);
    expect(result.refreshToken.length).toBeGreaterThan(20);
    expect(result.expiresIn).toBe(900);
    expect(result.user).toMatchObject({
      username: 'demo1',
      siteInfoId: 1,
      status: 'NORMAL',
      money: '10000000',
    });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { username: 'demo1', password: 'nope1234', siteInfoId: 1 },
    });
    const unknown = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { username: 'nobody', password: 'demo1234', siteInfoId: 1 },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({
      status: 401,
      data: null,
      error: { code: 'LOGIN_MISMATCH', message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers in English on site 15', async () => {
    const { body } = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=15',
      headers: { host: HOSTS.site15 },
      payload: { username: 'demo1', password: 'wrongpass', siteInfoId: 15 },
    });
    expect(body).toMatchObject({
      error: { code: 'LOGIN_MISMATCH', message: 'The username or password does not match.' },
    });
  });

  it('refuses a DENY user after the right password, with the spec message', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { username: 'deny1', password: 'demo1234', siteInfoId: 1 },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({
      error: {
        code: 'ACCOUNT_DENIED',
        message: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
      },
    });
    const wrong = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { username: 'deny1', password: 'not-it-1', siteInfoId: 1 },
    });
    expect(wrong.body).toMatchObject({ error: { code: 'LOGIN_MISMATCH' } });
  });

  it('rotates the refresh token on every use', async () => {
    const first = await login(app, 'demo2');
    const refreshed = await call<{ refreshToken: string; accessToken: string }>(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: first.refreshToken, siteInfoId: 1 },
    });
    expect(refreshed.statusCode).toBe(200);
    if (isApiFailure(refreshed.body)) throw new Error(JSON.stringify(refreshed.body));
    expect(refreshed.body.data.refreshToken).not.toBe(first.refreshToken);
    const again = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: refreshed.body.data.refreshToken, siteInfoId: 1 },
    });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await login(app, 'demo3');
    const second = await call<{ refreshToken: string }>(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: first.refreshToken, siteInfoId: 1 },
    });
    if (isApiFailure(second.body)) throw new Error(JSON.stringify(second.body));
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reuse = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: first.refreshToken, siteInfoId: 1 },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
    // The newest token of the family dies with it.
    const newest = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: second.body.data.refreshToken, siteInfoId: 1 },
    });
    expect(newest.statusCode).toBe(401);
  });

  it('gives a second tab racing with the same refresh token a token of the same session', async () => {
    const first = await login(app, 'trader1');
    const refresh = () =>
      call<{ refreshToken: string; accessToken: string }>(app, {
        method: 'POST',
        url: loginUrl,
        payload: { refreshToken: first.refreshToken, siteInfoId: 1 },
      });
    const [tabA, tabB] = await Promise.all([refresh(), refresh()]);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    const tabC = await refresh();
    for (const tab of [tabA, tabB, tabC]) expect(tab.statusCode).toBe(200);
    // Every tab's new token goes on working: nobody was logged out.
    for (const tab of [tabA, tabB, tabC]) {
      if (isApiFailure(tab.body)) throw new Error(JSON.stringify(tab.body));
      const next = await call(app, {
        method: 'POST',
        url: loginUrl,
        payload: { refreshToken: tab.body.data.refreshToken, siteInfoId: 1 },
      });
      expect(next.statusCode).toBe(200);
    }
  });

  it('refuses an unknown refresh token', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { refreshToken: 'made-up', siteInfoId: 1 },
    });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
  });

  it('refuses a refresh token of another site', async () => {
    const onMain = await login(app, 'demo1');
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=15',
      headers: { host: HOSTS.site15 },
      payload: { refreshToken: onMain.refreshToken, siteInfoId: 15 },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ error: { code: 'WRONG_ACCESS', message: 'Wrong access.' } });
  });

  it.each([
    ['a missing password', { username: 'demo1', siteInfoId: 1 }, 'body.password'],
    ['a missing username', { password: 'demo1234', siteInfoId: 1 }, 'body.username'],
    ['a number as username', { username: 12345, password: 'demo1234', siteInfoId: 1 }, 'body.username'],
    ['a missing siteInfoId', { username: 'demo1', password: 'demo1234' }, 'body.siteInfoId'],
  ])('refuses %s with 400 VALIDATION naming the field', async (_, payload, field) => {
    const { statusCode, body } = await call(app, { method: 'POST', url: loginUrl, payload });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 400, data: null, error: { code: 'VALIDATION' } });
    if (!isApiFailure(body)) throw new Error('expected a failure');
    expect(body.error.message).toContain(field);
  });

  it('refuses a body siteInfoId that differs from the site', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: loginUrl,
      payload: { username: 'demo1', password: 'demo1234', siteInfoId: 15 },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ error: { code: 'WRONG_ACCESS' } });
  });

  it('refuses malformed JSON with 400 INVALID_JSON', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo1",',
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'INVALID_JSON', message: '요청 본문이 올바른 JSON이 아닙니다.' },
    });
  });
});
