import type { DnwHistory, LoginResult } from '@bx/contracts';
import { errorMessage } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { signedInSupport } from './operator-fixtures.js';
import { ledgerSumsToZero, moneySnapshot } from '../../ledger-checks.js';

let app: FastifyInstance;
let admin: LoginResult;
let demo1: LoginResult;
let support: LoginResult;
let site15: LoginResult;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await login(app, 'admin');
  demo1 = await login(app, 'demo1');
  site15 = await login(app, 'admin', 15, HOSTS.site15);
  support = await signedInSupport(app, admin, 'support5', '010-8300-0001');
});
afterAll(async () => {
  await app.close();
});

function post<T>(url: string, payload: object, token: string, options: { site?: 1 | 15; key?: string } = {}) {
  const site = options.site ?? 1;
  return call<T>(app, {
    method: 'POST',
    url: `${url}?siteInfoId=${site}`,
    headers: {
      host: site === 1 ? HOSTS.main : HOSTS.site15,
      ...bearer(token),
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
    },
    payload,
  });
}

async function moneyOf(userId: number): Promise<bigint> {
  const [row] = await app.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_account WHERE user_id = $1 AND wallet = 'MONEY'`,
    [userId],
  );
  return BigInt(row!.balance);
}

const adjust = (over: object = {}) => ({
  playerId: demo1.user.id,
  type: 'PB',
  walletType: 'MONEY',
  point: '5000',
  reason: '이벤트 보상',
  ...over,
});

describe('bonuses granted or deducted by hand: refusals move nothing', () => {
  it('refuses visitors, players, support, other sites, bad bodies and an overdraft', async () => {
    const before = await moneySnapshot(app.db);
    const visitor = await call(app, {
      method: 'POST',
      url: '/api/admin/player/adjust?siteInfoId=1',
      headers: { host: HOSTS.main },
      payload: adjust(),
    });
    expect(visitor.statusCode).toBe(401);
    const player = await post('/api/admin/player/adjust', adjust(), demo1.accessToken);
    expect([player.statusCode, errorOf(player.body)?.code]).toEqual([403, 'NO_PERMISSION']);
    const readOnly = await post('/api/admin/player/adjust', adjust(), support.accessToken);
    expect([readOnly.statusCode, errorOf(readOnly.body)?.code]).toEqual([403, 'INSUFFICIENT_PRIVILEGES']);
    // Site 15's operator cannot reach site 1's player: in English, as site 15 reads.
    const across = await post('/api/admin/player/adjust', adjust(), site15.accessToken, { site: 15 });
    expect([across.statusCode, errorOf(across.body)?.message]).toEqual([
      404,
      errorMessage('USER_NOT_FOUND', 'en'),
    ]);
    const self = await post(
      '/api/admin/player/adjust',
      adjust({ playerId: admin.user.id }),
      admin.accessToken,
    );
    expect(self.statusCode).toBe(404);
    for (const bad of [
      adjust({ type: 'PX' }),
      adjust({ reason: '' }),
      adjust({ reason: 'x'.repeat(201) }),
      adjust({ point: '-5' }),
      adjust({ point: '0' }),
      adjust({ walletType: 'GOLD' }),
      { ...adjust(), extra: 1 },
      { playerId: demo1.user.id, type: 'PB', walletType: 'MONEY', point: '5' },
    ]) {
      const answer = await post('/api/admin/player/adjust', bad, admin.accessToken);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const money = await moneyOf(demo1.user.id);
    const overdraft = await post(
      '/api/admin/player/adjust',
      adjust({ type: 'PM', point: String(money + 1n) }),
      admin.accessToken,
    );
    expect(errorOf(overdraft.body)).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: errorMessage('INSUFFICIENT_BALANCE', 'ko'),
    });
    expect(overdraft.statusCode).toBeLessThan(500);
    expect(await moneySnapshot(app.db)).toEqual(before);
  });
});

describe('bonuses granted or deducted by hand', () => {
  it('grants and deducts through the ledger, with the reason in the history, once per key', async () => {
    const money = await moneyOf(demo1.user.id);
    const granted = await post<DnwHistory>('/api/admin/player/adjust', adjust(), admin.accessToken, {
      key: 'grant-1',
    });
    expect(granted.body.data).toMatchObject({
      type: 'PB',
      status: 'DONE',
      point: '5000',
      reason: '이벤트 보상',
    });
    expect(await moneyOf(demo1.user.id)).toBe(money + 5_000n);
    const again = await post<DnwHistory>('/api/admin/player/adjust', adjust(), admin.accessToken, {
      key: 'grant-1',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(granted.body.data);
    expect(await moneyOf(demo1.user.id)).toBe(money + 5_000n);
    const conflict = await post('/api/admin/player/adjust', adjust({ point: '6000' }), admin.accessToken, {
      key: 'grant-1',
    });
    expect(errorOf(conflict.body)?.code).toBe('IDEMPOTENCY_CONFLICT');

    const deducted = await post<DnwHistory>(
      '/api/admin/player/adjust',
      adjust({ type: 'PM', point: '2000', reason: '중복 지급 회수' }),
      admin.accessToken,
    );
    expect(deducted.body.data).toMatchObject({ type: 'PM', point: '2000', reason: '중복 지급 회수' });
    expect(await moneyOf(demo1.user.id)).toBe(money + 3_000n);

    const history = await call<{ content: DnwHistory[] }>(app, {
      method: 'GET',
      url: '/api/dnw/list?siteInfoId=1&page=1&size=5',
      headers: { host: HOSTS.main, ...bearer(demo1.accessToken) },
    });
    expect(history.body.data!.content.map((row) => [row.type, row.reason]).slice(0, 2)).toEqual([
      ['PM', '중복 지급 회수'],
      ['PB', '이벤트 보상'],
    ]);
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });
});

describe('coupons an operator ends', () => {
  it('refuses players and unknown codes; an ended code can no longer be used', async () => {
    const created = await post(
      '/api/admin/coupon',
      {
        promoCode: 'ENDME1',
        currency: 'KRW',
        point: '1000',
        maxUses: 10,
        expiresAt: Date.now() + 3_600_000,
      },
      admin.accessToken,
    );
    expect(created.statusCode).toBe(200);
    const player = await post('/api/admin/coupon/expire', { promoCode: 'ENDME1' }, demo1.accessToken);
    expect(player.statusCode).toBe(403);
    const unknown = await post('/api/admin/coupon/expire', { promoCode: 'NOSUCH1' }, admin.accessToken);
    expect([unknown.statusCode, errorOf(unknown.body)?.code]).toEqual([404, 'COUPON_NOT_FOUND']);
    const bad = await post('/api/admin/coupon/expire', { promoCode: 'a b' }, admin.accessToken);
    expect(bad.statusCode).toBe(400);

    const ended = await post<{ expiresAt: number; uses: number }>(
      '/api/admin/coupon/expire',
      { promoCode: 'endme1' },
      admin.accessToken,
    );
    expect(ended.statusCode).toBe(200);
    const use = await post(
      '/api/coupon/use',
      { promoCode: 'ENDME1', walletType: 'MONEY' },
      demo1.accessToken,
    );
    expect(errorOf(use.body)?.code).toBe('COUPON_EXPIRED');
  });
});
