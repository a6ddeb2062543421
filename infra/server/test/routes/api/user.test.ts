import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, login } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const url = '/api/user/change_password?siteInfoId=1';

describe('POST /api/user/change_password', () => {
  it('changes the password and ends the other sessions but not the caller', async () => {
    const other = await login(app, 'demo2');
    const mine = await login(app, 'demo2');
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url,
      headers: bearer(mine.accessToken),
      payload: { id: mine.user.id, password: 'newpass123', currentPassword: 'demo1234' },
    });
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 200, data: null });

    const refresh = (refreshToken: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login?siteInfoId=1',
        payload: { refreshToken, siteInfoId: 1 },
      });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(mine.refreshToken)).statusCode).toBe(200);

    const withNew = await app.inject({
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      payload: { username: 'demo2', password: 'newpass123', siteInfoId: 1 },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 PASSWORD_MISMATCH', async () => {
    const session = await login(app, 'demo3');
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url,
      headers: bearer(session.accessToken),
      payload: { id: session.user.id, password: 'newpass123', currentPassword: 'wrong1234' },
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'PASSWORD_MISMATCH' } });
  });

  it("refuses to change someone else's password with 403 NO_PERMISSION", async () => {
    const session = await login(app, 'demo3');
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url,
      headers: bearer(session.accessToken),
      payload: { id: session.user.id + 1, password: 'newpass123', currentPassword: 'demo1234' },
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ error: { code: 'NO_PERMISSION' } });
  });

  it('refuses without a token with 401 UNAUTHORIZED', async () => {
    const { statusCode } = await call(app, {
      method: 'POST',
      url,
      payload: { id: 1, password: 'newpass123', currentPassword: 'demo1234' },
    });
    expect(statusCode).toBe(401);
  });

  it('refuses a new password with symbols with 400 VALIDATION', async () => {
    const session = await login(app, 'demo3');
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url,
      headers: bearer(session.accessToken),
      payload: { id: session.user.id, password: 'no way!', currentPassword: 'demo1234' },
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
