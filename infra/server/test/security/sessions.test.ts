import type { LoginResult } from '@bx/contracts';
import type { Client } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, login, TestClock } from '../helper.js';
import { stompClients } from '../realtime/stomp-clients.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

let app: FastifyInstance;
let admin: LoginResult;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  admin = await login(app, 'admin');
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const me = (token: string, userAgent = DESKTOP) =>
  call(app, { url: '/api/me?siteInfoId=1', headers: { ...bearer(token), 'user-agent': userAgent } });
const refresh = (refreshToken: string, userAgent = DESKTOP) =>
  call<LoginResult>(app, {
    method: 'POST',
    url: '/api/login?siteInfoId=1',
    headers: { 'user-agent': userAgent },
    payload: { refreshToken, siteInfoId: 1 },
  });
const adminPost = (path: string, payload: object, token = admin.accessToken) =>
  call(app, { method: 'POST', url: `/api${path}?siteInfoId=1`, headers: bearer(token), payload });
const setAccess = (playerId: number, access: { status?: string; blockDevice?: string }) =>
  adminPost('/admin/player/access', { playerId, ...access });

/** The reason (the ERROR frame's message header) the server gives when it ends this socket. */
function endOf(client: Client): Promise<string> {
  return new Promise((resolve) => {
    client.onStompError = (frame) => resolve(frame.headers.message ?? '');
  });
}

/** A connected socket subscribed to a private queue, with the reason it will be ended for. */
async function socketOf(session: LoginResult): Promise<{ client: Client; ended: Promise<string> }> {
  const client = await stomp.connect(session.accessToken);
  client.subscribe('/user/queue/point', () => undefined);
  return { client, ended: endOf(client) };
}

async function refusedConnect(token: string): Promise<string> {
  return stomp.connect(token).then(
    () => 'connected',
    (error: Error) => error.message,
  );
}

describe('a blocked (DENY) account', () => {
  it('loses its open session at once: calls, refresh and socket', async () => {
    const session = await login(app, 'demo3');
    const socket = await socketOf(session);
    expect((await me(session.accessToken)).statusCode).toBe(200);

    const blocked = await setAccess(session.user.id, { status: 'DENY' });
    expect(blocked.body).toEqual({
      status: 200,
      data: { playerId: session.user.id, status: 'DENY', blockDevice: '' },
    });

    expect(await socket.ended).toBe('ACCOUNT_DENIED');
    const call = await me(session.accessToken);
    expect(call.statusCode).toBe(403);
    expect(errorOf(call.body)).toEqual({
      code: 'ACCOUNT_DENIED',
      message: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    });
    expect(errorOf((await refresh(session.refreshToken)).body)?.code).toBe('ACCOUNT_DENIED');
    expect(await refusedConnect(session.accessToken)).toBe('ACCOUNT_DENIED');

    await setAccess(session.user.id, { status: 'NORMAL' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it('is refused on writes too (inquiries, nick changes)', async () => {
    const session = await login(app, 'demo2');
    await setAccess(session.user.id, { status: 'DENY' });
    const inquiry = await call(app, {
      method: 'POST',
      url: '/api/contact/create?siteInfoId=1',
      headers: bearer(session.accessToken),
      payload: { playerId: session.user.id, question: '문의합니다' },
    });
    expect(errorOf(inquiry.body)?.code).toBe('ACCOUNT_DENIED');
    const nick = await call(app, {
      method: 'POST',
      url: '/api/player/change_nick?siteInfoId=1',
      headers: bearer(session.accessToken),
      payload: { id: session.user.id, nick: 'sneaky' },
    });
    expect(errorOf(nick.body)?.code).toBe('ACCOUNT_DENIED');
    await setAccess(session.user.id, { status: 'NORMAL' });
  });
});

describe('a blocked device', () => {
  it('refuses the blocked kind of device only, at login, on calls and on the socket', async () => {
    const session = await login(app, 'demo1');
    const socket = await socketOf(session);
    await setAccess(session.user.id, { blockDevice: 'MOBILE' });

    const phone = await me(session.accessToken, IPHONE);
    expect(phone.statusCode).toBe(403);
    expect(errorOf(phone.body)?.code).toBe('DEVICE_BLOCKED');
    expect((await me(session.accessToken, DESKTOP)).statusCode).toBe(200);
    const phoneLogin = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'user-agent': IPHONE },
      payload: { username: 'demo1', password: 'demo1234', siteInfoId: 1 },
    });
    expect(errorOf(phoneLogin.body)?.code).toBe('DEVICE_BLOCKED');
    expect(errorOf((await refresh(session.refreshToken, IPHONE)).body)?.code).toBe('DEVICE_BLOCKED');
    // The test's socket sends no User-Agent: not a phone, so it stays.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.client.connected).toBe(true);

    await setAccess(session.user.id, { blockDevice: 'ALL' });
    expect(await socket.ended).toBe('DEVICE_BLOCKED');
    await setAccess(session.user.id, { blockDevice: '' });
  });
});

describe('logout', () => {
  it('ends that session only: its access token, refresh token and sockets', async () => {
    const session = await login(app, 'partner1');
    const other = await login(app, 'partner1');
    const socket = await socketOf(session);
    const otherSocket = await socketOf(other);

    const out = await call(app, {
      method: 'POST',
      url: '/api/logout?siteInfoId=1',
      headers: bearer(session.accessToken),
    });
    expect(out.body).toEqual({ status: 200, data: { loggedOut: true } });
    expect(await socket.ended).toBe('TOKEN_INVALID');
    expect(errorOf((await me(session.accessToken)).body)?.code).toBe('TOKEN_INVALID');
    expect(errorOf((await refresh(session.refreshToken)).body)?.code).toBe('TOKEN_INVALID');

    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect(otherSocket.client.connected).toBe(true);
  });

  it('works with the refresh token alone, and answers 200 for tokens that are already no good', async () => {
    const session = await login(app, 'trader1');
    const byRefresh = await call(app, {
      method: 'POST',
      url: '/api/logout?siteInfoId=1',
      payload: { refreshToken: session.refreshToken },
    });
    expect(byRefresh.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    for (const headers of [{}, bearer('not-a-token')]) {
      const stale = await call(app, { method: 'POST', url: '/api/logout?siteInfoId=1', headers });
      expect(stale.body).toEqual({ status: 200, data: { loggedOut: true } });
    }
  });

  it('refuses a body with anything but a refresh token', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/logout?siteInfoId=1',
      payload: { refreshToken: 'x', userId: 1 },
    });
    expect(statusCode).toBe(400);
    expect(errorOf(body)?.code).toBe('VALIDATION');
  });
});

describe('forced logout, password change and reset', () => {
  it('forced logout: every session of the player ends, its sockets told and closed', async () => {
    const session = await login(app, 'demo2');
    const socket = await socketOf(session);
    const forced = await adminPost('/admin/force_logout', { playerId: session.user.id });
    expect(forced.statusCode).toBe(200);
    expect(await socket.ended).toBe('FORCE_LOGOUT');
    expect(errorOf((await me(session.accessToken)).body)?.code).toBe('TOKEN_INVALID');
  });

  it("password change: the player's other sessions end, the one that changed it goes on", async () => {
    const changer = await login(app, 'demo3');
    const elsewhere = await login(app, 'demo3');
    const socket = await socketOf(elsewhere);
    const changed = await call(app, {
      method: 'POST',
      url: '/api/user/change_password?siteInfoId=1',
      headers: bearer(changer.accessToken),
      payload: { id: changer.user.id, currentPassword: 'demo1234', password: 'demo1234' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await socket.ended).toBe('TOKEN_INVALID');
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await me(changer.accessToken)).statusCode).toBe(200);
  });
});

describe('an expiring access token', () => {
  it('ends its socket with TOKEN_EXPIRED when it expires, so the client reconnects with a fresh one', async () => {
    // The server's clock stands still, so the token is valid whenever the socket connects, however slow the
    // machine; the socket's own end comes one real second (the token's lifetime) after it connected.
    const shortLived = await buildTestApp({ clock: new TestClock(), config: { accessTokenTtl: 1 } });
    const sockets = stompClients();
    try {
      await sockets.listen(shortLived);
      const session = await login(shortLived, 'demo1');
      const client = await sockets.connect(session.accessToken);
      expect(await endOf(client)).toBe('TOKEN_EXPIRED');
    } finally {
      await sockets.closeAll();
      await shortLived.close();
    }
  });
});

describe('POST /api/admin/player/access refusals', () => {
  it('refuses players, unknown and other-site players, operators and malformed bodies', async () => {
    const player = await login(app, 'demo1');
    const asPlayer = await adminPost(
      '/admin/player/access',
      { playerId: player.user.id, status: 'DENY' },
      player.accessToken,
    );
    expect(asPlayer.statusCode).toBe(403);
    expect(errorOf(asPlayer.body)?.code).toBe('NO_PERMISSION');
    expect(
      (await call(app, { method: 'POST', url: '/api/admin/player/access?siteInfoId=1', payload: {} }))
        .statusCode,
    ).toBe(401);

    const site15 = await login(app, 'demo1', 15, 'site15.localhost');
    expect((await setAccess(site15.user.id, { status: 'DENY' })).statusCode).toBe(404);
    expect((await setAccess(99_999, { status: 'DENY' })).statusCode).toBe(404);
    expect((await setAccess(admin.user.id, { status: 'DENY' })).statusCode).toBe(403);
    for (const body of [
      { playerId: player.user.id },
      { playerId: player.user.id, status: 'WAIT' },
      { playerId: player.user.id, blockDevice: 'TABLET' },
      { playerId: player.user.id, status: 'DENY', note: 'x' },
    ]) {
      const refused = await adminPost('/admin/player/access', body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused.body)?.code).toBe('VALIDATION');
    }
    expect((await me(player.accessToken)).statusCode).toBe(200);
  });
});

describe('socket subscriptions', () => {
  it("refuses another site's notices and destinations the spec does not name", async () => {
    for (const destination of ['/topic/notice/15', '/topic/anything', '/user/queue/secrets', '/queue/x']) {
      const client = await stomp.connect();
      const ended = endOf(client);
      client.subscribe(destination, () => undefined);
      expect(await ended).toBe(`cannot subscribe to "${destination}"`);
    }
  });
});
