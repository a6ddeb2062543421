import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, errorOf, login } from '../../helper.js';

let app: FastifyInstance;
let calls: { method: string; url: string }[];
let player: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  // Every operator call the server has, read from its OpenAPI document: a new one is covered the day it is added.
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  calls = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: `${path.replace(/\{\w+\}/g, '1')}?siteInfoId=1`,
      })),
    );
  player = (await login(app, 'demo1')).accessToken;
  admin = (await login(app, 'admin')).accessToken;
});
afterAll(() => app.close());

describe('the one operator guard over every /api/admin call', () => {
  it('finds the operator calls in the document: 49 today, only more later', () => {
    expect(calls.length).toBeGreaterThanOrEqual(49);
  });

  it('refuses a caller without a session: 401 UNAUTHORIZED', async () => {
    for (const call of calls) {
      const response = await app.inject({ ...call, payload: call.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(errorOf(response.json())?.code, `${call.method} ${call.url}`).toBe('UNAUTHORIZED');
    }
  });

  it('never answers a player: 403 NO_PERMISSION once the input is valid (400 before that)', async () => {
    for (const call of calls) {
      const response = await app.inject({
        ...call,
        headers: bearer(player),
        payload: call.method === 'GET' ? undefined : {},
      });
      const what = `${call.method} ${call.url} -> ${response.statusCode} ${response.body}`;
      expect([400, 403], what).toContain(response.statusCode);
      if (response.statusCode === 403) expect(errorOf(response.json())?.code, what).toBe('NO_PERMISSION');
    }
  });

  it('lets an operator of the site through', async () => {
    const response = await app.inject({
      url: '/api/admin/chat/rooms?siteInfoId=1',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
  });
});
