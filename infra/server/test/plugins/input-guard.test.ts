import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, errorOf, login } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  call(app, { method: 'POST', url, payload: payload as Record<string, unknown> });

describe('the input guard under every route', () => {
  it.each([
    [
      'a NUL in a query value',
      () => call(app, { url: '/api/site_info/code?siteInfoId=1&code=a%00b' }),
      'querystring.code',
    ],
    [
      'a NUL in a body string',
      () => post('/api/login?siteInfoId=1', { username: 'de\u0000mo', password: 'x', siteInfoId: 1 }),
      'body.username',
    ],
    [
      'a NUL in a body key',
      () => post('/api/login?siteInfoId=1', { 'user\u0000name': 'demo1', siteInfoId: 1 }),
      'body',
    ],
    [
      'a body nested too deeply',
      () => post('/api/login?siteInfoId=1', { siteInfoId: 1, a: [[[[[[[[[1]]]]]]]]] }),
      'body.a',
    ],
    [
      'an array of too many items',
      () => post('/api/login?siteInfoId=1', { siteInfoId: 1, a: Array(1001).fill(0) }),
      'body.a',
    ],
    [
      'a query value too long',
      () => call(app, { url: `/api/site_info/code?siteInfoId=1&code=${'x'.repeat(2049)}` }),
      'querystring.code',
    ],
  ])('refuses %s with 400 VALIDATION naming the field', async (_, request, field) => {
    const { statusCode, body } = await request();
    expect(statusCode).toBe(400);
    expect(errorOf(body)?.code).toBe('VALIDATION');
    expect(errorOf(body)?.message).toContain(field);
  });

  it('refuses NUL on authenticated writes too, and stores nothing', async () => {
    const player = await login(app, 'demo1');
    const { statusCode } = await call(app, {
      method: 'POST',
      url: '/api/contact/create?siteInfoId=1',
      headers: { authorization: `Bearer ${player.accessToken}` },
      payload: { playerId: player.user.id, question: 'hello\u0000world' },
    });
    expect(statusCode).toBe(400);
    const rows = await app.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM contact_inquiry WHERE question LIKE 'hello%'",
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('lets ordinary input through', async () => {
    expect(
      (await post('/api/login?siteInfoId=1', { username: 'demo1', password: 'demo1234', siteInfoId: 1 }))
        .statusCode,
    ).toBe(200);
  });
});
