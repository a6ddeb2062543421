import type { AdminPlayerDetail, AdminPlayerRow, LoginResult } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { SITE1, SITE15, type Site, signedInSupport } from './operator-fixtures.js';

type Page<T> = { content: T[]; page: number; size: number; totalElements: number };

let app: FastifyInstance;
let admin: LoginResult;
let admin15: LoginResult;
let support: LoginResult;
let demo1: LoginResult;
let demo1of15: LoginResult;

function get<T>(path: string, token: string | null, site: Site = SITE1) {
  const sep = path.includes('?') ? '&' : '?';
  return call<T>(app, {
    method: 'GET',
    url: `${path}${sep}siteInfoId=${site.id}`,
    headers: { host: site.host, ...(token === null ? {} : bearer(token)) },
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await login(app, 'admin');
  admin15 = await login(app, 'admin', 15, HOSTS.site15);
  demo1 = await login(app, 'demo1');
  demo1of15 = await login(app, 'demo1', 15, HOSTS.site15);
  support = await signedInSupport(app, admin);
});
afterAll(() => app.close());

describe('GET /api/admin/player/list and /api/admin/player: refusals', () => {
  const calls = () => ['/api/admin/player/list', `/api/admin/player?playerId=${demo1.user.id}`];

  it('answers a visitor 401 and a player 403 NO_PERMISSION', async () => {
    for (const path of calls()) {
      const visitor = await get(path, null);
      expect([visitor.statusCode, errorOf(visitor.body)?.code], path).toEqual([401, 'UNAUTHORIZED']);
      const player = await get(path, demo1.accessToken);
      expect([player.statusCode, errorOf(player.body)], path).toEqual([
        403,
        { code: 'NO_PERMISSION', message: '권한이 없습니다.' },
      ]);
    }
  });

  it('lets a support operator read', async () => {
    for (const path of calls()) expect((await get(path, support.accessToken)).statusCode, path).toBe(200);
  });

  it("never shows another site's player: 404 USER_NOT_FOUND, in Korean on site 1 and English on site 15", async () => {
    const fromMain = await get(`/api/admin/player?playerId=${demo1of15.user.id}`, admin.accessToken);
    expect([fromMain.statusCode, errorOf(fromMain.body)]).toEqual([
      404,
      { code: 'USER_NOT_FOUND', message: '존재하지 않는 회원입니다.' },
    ]);
    const from15 = await get(`/api/admin/player?playerId=${demo1.user.id}`, admin15.accessToken, SITE15);
    expect([from15.statusCode, errorOf(from15.body)]).toEqual([
      404,
      { code: 'USER_NOT_FOUND', message: 'The user does not exist.' },
    ]);
    // An operator is not a player either.
    const operator = await get(`/api/admin/player?playerId=${admin.user.id}`, admin.accessToken);
    expect(operator.statusCode).toBe(404);
    // Site 1's token on site 15's host is the wrong site altogether.
    const across = await get('/api/admin/player/list', admin.accessToken, SITE15);
    expect([across.statusCode, errorOf(across.body)?.code]).toEqual([403, 'WRONG_ACCESS']);
    const list15 = await get<Page<AdminPlayerRow>>('/api/admin/player/list', admin15.accessToken, SITE15);
    expect(list15.body.data!.content.map((row) => row.id)).not.toContain(demo1.user.id);
  });

  it('refuses out-of-bounds and unknown parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['keyword=', 'querystring.keyword'],
      [`keyword=${'a'.repeat(51)}`, 'querystring.keyword'],
      ['size=101', 'querystring.size'],
      ['page=0', 'querystring.page'],
      ['status=GONE', 'querystring.status'],
      ['sort=id', 'querystring'],
    ] as const) {
      const answer = await get(`/api/admin/player/list?${query}`, admin.accessToken);
      expect(answer.statusCode, query).toBe(400);
      expect(errorOf(answer.body)!.message, query).toContain(`입력값이 올바르지 않습니다. (${field}`);
    }
    const english = await get('/api/admin/player?playerId=0', admin15.accessToken, SITE15);
    expect([english.statusCode, errorOf(english.body)!.message]).toEqual([
      400,
      'The input is not valid. (querystring.playerId)',
    ]);
    const missing = await get('/api/admin/player', admin.accessToken);
    expect(errorOf(missing.body)!.message).toBe('입력값이 올바르지 않습니다. (querystring.playerId)');
  });
});

describe('the player list', () => {
  it('finds players by a part of the username, name or phone, any case, newest first, paged', async () => {
    const page = await get<Page<AdminPlayerRow>>(
      '/api/admin/player/list?keyword=DEMO&size=2',
      admin.accessToken,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body.data!.totalElements).toBe(3);
    expect(page.body.data!.content.map((row) => row.username)).toEqual(['demo3', 'demo2']);
    const next = await get<Page<AdminPlayerRow>>(
      '/api/admin/player/list?keyword=demo&size=2&page=2',
      admin.accessToken,
    );
    expect(next.body.data!.content.map((row) => row.username)).toEqual(['demo1']);
    expect(next.body.data!.content[0]).toEqual({
      id: demo1.user.id,
      username: 'demo1',
      name: 'Demo One',
      phone: '010-1000-0001',
      status: 'NORMAL',
      role: 'PLAYER',
      blockDevice: '',
      partner: null,
      createdAt: expect.any(Number),
      point: '10000000',
    });

    const byName = await get<Page<AdminPlayerRow>>('/api/admin/player/list?keyword=one', admin.accessToken);
    expect(byName.body.data!.content.map((row) => row.username)).toContain('demo1');
    const byDigits = await get<Page<AdminPlayerRow>>(
      '/api/admin/player/list?keyword=01010000001',
      admin.accessToken,
    );
    expect(byDigits.body.data!.content.map((row) => row.username)).toEqual(['demo1']);
    // LIKE's wildcards are plain characters here.
    const wildcard = await get<Page<AdminPlayerRow>>('/api/admin/player/list?keyword=%25', admin.accessToken);
    expect(wildcard.body.data!.totalElements).toBe(0);
  });

  it('lists players and copy traders only, with the referring partner, and filters by status', async () => {
    const all = await get<Page<AdminPlayerRow>>('/api/admin/player/list?size=100', admin.accessToken);
    const names = all.body.data!.content.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['demo1', 'trader1', 'ref1', 'deny1']));
    expect(names).not.toContain('admin');
    expect(names).not.toContain('partner1');
    expect(names).not.toContain('support9');
    const ref1 = all.body.data!.content.find((row) => row.username === 'ref1')!;
    expect(ref1.partner).toEqual({ id: expect.any(Number), code: 'partner1' });
    const denied = await get<Page<AdminPlayerRow>>('/api/admin/player/list?status=DENY', admin.accessToken);
    expect(denied.body.data!.content.length).toBeGreaterThan(0);
    expect(denied.body.data!.content.every((row) => row.status === 'DENY')).toBe(true);
  });
});

describe("a player's detail", () => {
  it('shows the wallets, nothing open, and the latest deposit/withdraw requests', async () => {
    const applied = await call(app, {
      method: 'POST',
      url: '/api/dnw/apply?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(demo1.accessToken) },
      payload: { type: 'D', point: 50000 },
    });
    expect(applied.statusCode).toBe(200);
    const { statusCode, body } = await get<AdminPlayerDetail>(
      `/api/admin/player?playerId=${demo1.user.id}`,
      admin.accessToken,
    );
    expect(statusCode).toBe(200);
    const detail = body.data!;
    expect(detail).toMatchObject({ id: demo1.user.id, username: 'demo1', point: '10000000' });
    expect(detail.wallets.money).toBe('10000000');
    expect(detail.wallets.wallet.USDT.point).toBe('10000');
    expect(detail.futures).toEqual({ positions: [], orders: [] });
    expect(detail.oversea).toEqual({ positions: [], orders: [] });
    expect(detail.bets).toEqual([]);
    expect(detail.dnw).toHaveLength(1);
    expect(detail.dnw[0]).toMatchObject({ type: 'D', status: 'WAIT', point: '50000' });
  });
});
