import type { DnwHistory, LoginResult, SiteDnwInfo } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stompClients, subscribeConfirmed } from '../../realtime/stomp-clients.js';
import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { ledgerSumsToZero, moneySnapshot } from '../../ledger-checks.js';

type Page<T> = { content: T[]; totalElements: number };

let app: FastifyInstance;
let admin: LoginResult;
let demo3: LoginResult;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  admin = await login(app, 'admin');
  demo3 = await login(app, 'demo3');
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

function post<T>(url: string, payload: unknown, token: string, headers: Record<string, string> = {}) {
  return call<T>(app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token), ...headers },
    payload: payload as object,
  });
}

function get<T>(url: string, token: string) {
  return call<T>(app, { method: 'GET', url, headers: { host: HOSTS.main, ...bearer(token) } });
}

async function moneyOf(username: string, siteId = 1): Promise<bigint> {
  const [row] = await app.db.query<{ balance: string }>(
    `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
     WHERE u.username = $1 AND u.site_id = $2 AND a.wallet = 'MONEY'`,
    [username, siteId],
  );
  return BigInt(row!.balance);
}

async function waitingOf(token: string): Promise<DnwHistory[]> {
  const { body } = await get<DnwHistory[]>(
    '/api/dnw/list?siteInfoId=1&resultType=LIST&statusStrs=WAIT',
    token,
  );
  return body.data!;
}

describe('refusals move nothing', () => {
  it('answers 401 without a session, and 400 for a malformed body', async () => {
    const before = await moneySnapshot(app.db);
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/dnw/apply?siteInfoId=1',
      headers: { host: HOSTS.main },
      payload: { type: 'W', point: '10000' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [
      { type: 'X', point: '10000' },
      { type: 'W', point: '0' },
      { type: 'W', point: '-10000' },
      { type: 'W', point: '10000.5' },
      { type: 'W', point: '1'.repeat(16) },
      { type: 'W', point: 'abc' },
      { type: 'W' },
      { type: 'W', point: '10000', extra: 1 },
    ]) {
      const { statusCode, body } = await post('/api/dnw/apply', payload, demo3.accessToken);
      expect(statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(body)?.code).toBe('VALIDATION');
    }
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it("refuses less than the site's minimum, and a withdrawal beyond the player's money, in the site's language", async () => {
    const before = await moneySnapshot(app.db);
    const small = await post('/api/dnw/apply', { type: 'D', point: '9999' }, demo3.accessToken);
    expect(small.statusCode).toBe(400);
    expect(errorOf(small.body)).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      message: '최소 신청금액은 10,000원입니다.',
    });

    const money = await moneyOf('demo3');
    const tooMuch = await post('/api/dnw/apply', { type: 'W', point: String(money + 1n) }, demo3.accessToken);
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch.body)).toMatchObject({
      code: 'WITHDRAW_EXCEEDS_BALANCE',
      message: '출금신청금액이 보유금액을 초과합니다.',
    });

    const english = await login(app, 'demo3', 15, HOSTS.site15);
    const site15 = await call(app, {
      method: 'POST',
      url: '/api/dnw/withdraw/apply?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(english.accessToken) },
      payload: { point: Number((await moneyOf('demo3', 15)) + 1n) },
    });
    expect(errorOf(site15.body)?.message).toBe('The withdrawal amount exceeds your balance.');
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it('lets only players apply, and only operators of the same site decide', async () => {
    const before = await moneySnapshot(app.db);
    const byAdmin = await post('/api/dnw/apply', { type: 'D', point: '10000' }, admin.accessToken);
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin.body)?.code).toBe('NO_PERMISSION');

    const applied = await post<DnwHistory>('/api/dnw/deposit/apply', { point: '20000' }, demo3.accessToken);
    const id = applied.body.data!.id;
    const byPlayer = await post('/api/admin/dnw/approve', { dnwHistoryId: id }, demo3.accessToken);
    expect(byPlayer.statusCode).toBe(403);
    const site15Admin = await login(app, 'admin', 15, HOSTS.site15);
    const otherSite = await call(app, {
      method: 'POST',
      url: '/api/admin/dnw/approve?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(site15Admin.accessToken) },
      payload: { dnwHistoryId: id },
    });
    expect(otherSite.statusCode).toBe(404);
    expect(errorOf(otherSite.body)?.code).toBe('DNW_NOT_FOUND');
    const demo1 = await login(app, 'demo1');
    const notMine = await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${id}`, demo1.accessToken);
    expect(notMine.statusCode).toBe(404);

    expect((await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${id}`, demo3.accessToken)).statusCode).toBe(
      200,
    );
    const after = await moneySnapshot(app.db);
    expect(after!.transfers).toBe(before!.transfers);
    expect(after!.balances).toBe(before!.balances);
  });
});

describe('a withdrawal', () => {
  it('holds the amount while it waits; a rejection gives it back, pushed to the player', async () => {
    const client = await stomp.connect(demo3.accessToken);
    const points = await subscribeConfirmed(client, '/user/queue/point');
    const money = await moneyOf('demo3');

    const applied = await post<DnwHistory>('/api/dnw/apply', { type: 'W', point: 30000 }, demo3.accessToken);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data).toMatchObject({ type: 'W', status: 'WAIT', point: '30000', currency: 'KRW' });
    expect(await moneyOf('demo3')).toBe(money - 30_000n);
    expect(await waitingOf(demo3.accessToken)).toEqual([applied.body.data]);

    const second = await post('/api/dnw/withdraw/apply', { point: '10000' }, demo3.accessToken);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second.body)?.code).toBe('DNW_IN_PROGRESS');

    const id = applied.body.data!.id;
    for (const bad of [
      { dnwHistoryId: id, reason: '' },
      { dnwHistoryId: id, reason: 'x'.repeat(201) },
    ]) {
      expect((await post('/api/admin/dnw/reject', bad, admin.accessToken)).statusCode).toBe(400);
    }
    const reason = '예금주가 일치하지 않습니다.';
    const rejected = await post<DnwHistory>(
      '/api/admin/dnw/reject',
      { dnwHistoryId: id, reason },
      admin.accessToken,
    );
    expect(rejected.body.data).toMatchObject({ id, status: 'REJECT', reason });
    // Rejected again (a double tap): the same answer, and the money moves once.
    const twice = await post<DnwHistory>('/api/admin/dnw/reject', { dnwHistoryId: id }, admin.accessToken);
    expect(twice.body.data).toEqual(rejected.body.data);
    expect(rejected.body.data!.processedAt).toBeGreaterThan(0);
    expect(await moneyOf('demo3')).toBe(money);
    await expect.poll(() => points.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(points.at(-1)!.body)).toEqual({ type: 'MONEY', data: { money: String(money) } });

    const again = await post('/api/admin/dnw/approve', { dnwHistoryId: id }, admin.accessToken);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)?.code).toBe('DNW_ALREADY_PROCESSED');
    expect(await moneyOf('demo3')).toBe(money);
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });

  it('approved, pays the held amount out; cancelled by the player, gives it back', async () => {
    const money = await moneyOf('demo3');
    const first = await post<DnwHistory>('/api/dnw/withdraw/apply', { point: '50000' }, demo3.accessToken);
    const approved = await post<DnwHistory>(
      '/api/admin/dnw/approve',
      { dnwHistoryId: first.body.data!.id },
      admin.accessToken,
    );
    expect(approved.body.data).toMatchObject({ status: 'DONE', reason: null });
    expect(await moneyOf('demo3')).toBe(money - 50_000n);
    const replayed = await post<DnwHistory>(
      '/api/admin/dnw/approve',
      { dnwHistoryId: first.body.data!.id },
      admin.accessToken,
    );
    expect(replayed.body.data).toEqual(approved.body.data);
    expect(await moneyOf('demo3')).toBe(money - 50_000n);

    const second = await post<DnwHistory>('/api/dnw/withdraw/apply', { point: '10000' }, demo3.accessToken);
    expect(await moneyOf('demo3')).toBe(money - 60_000n);
    const cancelled = await get<DnwHistory>(
      `/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${second.body.data!.id}`,
      demo3.accessToken,
    );
    expect(cancelled.body.data!.status).toBe('CANCEL');
    expect(await moneyOf('demo3')).toBe(money - 50_000n);
    const late = await post(
      '/api/admin/dnw/approve',
      { dnwHistoryId: second.body.data!.id },
      admin.accessToken,
    );
    expect(errorOf(late.body)?.code).toBe('DNW_ALREADY_PROCESSED');
    expect(await moneyOf('demo3')).toBe(money - 50_000n);
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });

  it('of the whole balance, asked 50 times at once, is accepted exactly once', async () => {
    const [player] = await app.db.query<{ id: number }>(
      `SELECT id FROM app_user WHERE username = 'demo2' AND site_id = 1`,
    );
    const demo2 = await login(app, 'demo2');
    const money = await moneyOf('demo2');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/dnw/apply', { type: 'W', point: String(money) }, demo2.accessToken, {
          'idempotency-key': `all-${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refusals = new Set(answers.filter((a) => a.statusCode !== 200).map((a) => errorOf(a.body)?.code));
    expect(
      [...refusals].every((code) => code === 'DNW_IN_PROGRESS' || code === 'WITHDRAW_EXCEEDS_BALANCE'),
    ).toBe(true);
    expect(await moneyOf('demo2')).toBe(0n);
    const [{ count } = { count: -1 }] = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM dnw_history WHERE user_id = $1`,
      [player!.id],
    );
    expect(count).toBe(1);
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });

  it('retried with its Idempotency-Key answers the same request; the key with another amount is 409', async () => {
    const demo1 = await login(app, 'demo1');
    const money = await moneyOf('demo1');
    const key = { 'idempotency-key': 'withdraw-retry-1' };
    const first = await post<DnwHistory>(
      '/api/dnw/apply',
      { type: 'W', point: '10000' },
      demo1.accessToken,
      key,
    );
    const again = await post<DnwHistory>(
      '/api/dnw/apply',
      { type: 'W', point: '10000' },
      demo1.accessToken,
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await moneyOf('demo1')).toBe(money - 10_000n);
    const other = await post('/api/dnw/apply', { type: 'W', point: '20000' }, demo1.accessToken, key);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other.body)?.code).toBe('IDEMPOTENCY_CONFLICT');
    await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${first.body.data!.id}`, demo1.accessToken);
    expect(await moneyOf('demo1')).toBe(money);
  });
});

describe('a deposit', () => {
  it('moves nothing while it waits; approved, credits the money and pushes it', async () => {
    const client = await stomp.connect(demo3.accessToken);
    const points = await subscribeConfirmed(client, '/user/queue/point');
    const money = await moneyOf('demo3');
    const applied = await post<DnwHistory>(
      '/api/dnw/apply',
      { type: 'D', point: '100000' },
      demo3.accessToken,
    );
    expect(applied.body.data).toMatchObject({ type: 'D', status: 'WAIT', bankInfo: null });
    expect(await moneyOf('demo3')).toBe(money);

    const approved = await post<DnwHistory>(
      '/api/admin/dnw/approve',
      { dnwHistoryId: applied.body.data!.id },
      admin.accessToken,
    );
    expect(approved.body.data!.status).toBe('DONE');
    expect(await moneyOf('demo3')).toBe(money + 100_000n);
    await expect.poll(() => points.length).toBe(1);
    expect(JSON.parse(points[0]!.body)).toEqual({ type: 'MONEY', data: { money: String(money + 100_000n) } });

    // A rejected deposit moves no money, yet is pushed, so the player's open lists show the rejection at once.
    const second = await post<DnwHistory>('/api/dnw/apply', { type: 'D', point: 20000 }, demo3.accessToken);
    await post('/api/admin/dnw/reject', { dnwHistoryId: second.body.data!.id }, admin.accessToken);
    await expect.poll(() => points.length).toBe(2);
    expect(JSON.parse(points[1]!.body)).toEqual({ type: 'MONEY', data: { money: String(money + 100_000n) } });
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });
});

describe('the history and the screen settings', () => {
  it('lists the caller’s requests by type, status and day, as LIST or PAGE; refuses unknown codes', async () => {
    const all = await get<Page<DnwHistory>>('/api/dnw/list?siteInfoId=1', demo3.accessToken);
    expect(all.body.data!.totalElements).toBeGreaterThanOrEqual(5);
    const deposits = await get<DnwHistory[]>(
      '/api/dnw/list?siteInfoId=1&resultType=LIST&typeStrs=D&statusStrs=DONE',
      demo3.accessToken,
    );
    expect(deposits.body.data!.length).toBeGreaterThanOrEqual(1);
    expect(deposits.body.data!.every((row) => row.type === 'D' && row.status === 'DONE')).toBe(true);
    const ids = all.body.data!.content.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const todays = await get<Page<DnwHistory>>(
      `/api/dnw/list?siteInfoId=1&startDate=${today}&endDate=${today}`,
      demo3.accessToken,
    );
    expect(todays.body.data!.totalElements).toBe(all.body.data!.totalElements);
    const past = await get<Page<DnwHistory>>(
      '/api/dnw/list?siteInfoId=1&startDate=2024-01-01&endDate=2024-01-02',
      demo3.accessToken,
    );
    expect(past.body.data!.totalElements).toBe(0);

    const demo1 = await login(app, 'demo1');
    const others = await get<Page<DnwHistory>>('/api/dnw/list?siteInfoId=1&typeStrs=D', demo1.accessToken);
    expect(others.body.data!.content.every((row) => !ids.includes(row.id))).toBe(true);

    for (const query of ['typeStrs=Z', 'statusStrs=OPEN', 'startDate=2024-13-01', 'size=101']) {
      const bad = await get(`/api/dnw/list?siteInfoId=1&${query}`, demo3.accessToken);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("shows the site's minimum and, once the operator sets it, the account to deposit to", async () => {
    const before = await get<SiteDnwInfo>('/api/site_info/dnw?siteInfoId=1', demo3.accessToken);
    expect(before.body.data).toMatchObject({ dnwMinimum: 10000, withdrawFeeRate: 0, depositAccount: null });
    const account = { bank: 'KB국민은행', account: '123456-01-234567', holder: '(주)비엑스' };
    const refused = await post('/api/admin/dnw/deposit_account', account, demo3.accessToken);
    expect(refused.statusCode).toBe(403);
    const bad = await post('/api/admin/dnw/deposit_account', { ...account, account: 'x' }, admin.accessToken);
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/admin/dnw/deposit_account', account, admin.accessToken)).statusCode).toBe(200);
    const after = await get<SiteDnwInfo>('/api/site_info/dnw?siteInfoId=1', demo3.accessToken);
    expect(after.body.data!.depositAccount).toEqual(account);
  });

  it("gives operators the site's waiting requests with their players, by id and username", async () => {
    const applied = await post<DnwHistory>('/api/dnw/deposit/apply', { point: '10000' }, demo3.accessToken);
    const { body } = await get<Array<DnwHistory & { playerId: number; username: string }>>(
      '/api/admin/dnw/list?siteInfoId=1&resultType=LIST&statusStrs=WAIT',
      admin.accessToken,
    );
    expect(body.data).toContainEqual({ ...applied.body.data, playerId: demo3.user.id, username: 'demo3' });
    expect((await get('/api/admin/dnw/list?siteInfoId=1', demo3.accessToken)).statusCode).toBe(403);
  });
});

describe('a send to another player', () => {
  async function walletOf(username: string, wallet: string): Promise<bigint> {
    const [row] = await app.db.query<{ balance: string }>(
      `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
       WHERE u.username = $1 AND u.site_id = 1 AND a.wallet = $2`,
      [username, wallet],
    );
    return BigInt(row!.balance);
  }

  it('refuses an unknown wallet or player, oneself, too many decimals and more than the wallet holds', async () => {
    const before = await moneySnapshot(app.db);
    const cases: Array<[object, number, string]> = [
      [{ walletType: 'FUTURES', point: '1', username: 'demo2' }, 400, 'WALLET_UNSUPPORTED'],
      [{ walletType: 'BTC', point: '1', username: 'nobody' }, 404, 'USER_NOT_FOUND'],
      [{ walletType: 'BTC', point: '1', username: 'admin' }, 404, 'USER_NOT_FOUND'],
      [{ walletType: 'BTC', point: '0.1', username: 'demo3' }, 400, 'TRANSFER_TO_SELF'],
      [{ walletType: 'BTC', point: '0.000000001', username: 'demo2' }, 400, 'AMOUNT_TOO_PRECISE'],
      [{ walletType: 'BTC', point: '0', username: 'demo2' }, 400, 'AMOUNT_NOT_POSITIVE'],
      [{ walletType: 'BTC', point: '1.5', username: 'demo2' }, 400, 'INSUFFICIENT_BALANCE'],
      [{ walletType: 'BTC', point: '-1', username: 'demo2' }, 400, 'VALIDATION'],
      [{ walletType: 'BTC', point: '1', username: 'demo2', to: 1 }, 400, 'VALIDATION'],
    ];
    for (const [payload, status, code] of cases) {
      const { statusCode, body } = await post('/api/dnw/transfer', payload, demo3.accessToken);
      expect([statusCode, errorOf(body)?.code], JSON.stringify(payload)).toEqual([status, code]);
    }
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it('moves exactly the amount, records it on both sides and pushes both wallets', async () => {
    const demo2 = await login(app, 'demo2');
    const [mine, theirs] = await Promise.all([
      stomp.connect(demo3.accessToken).then((c) => subscribeConfirmed(c, '/user/queue/point')),
      stomp.connect(demo2.accessToken).then((c) => subscribeConfirmed(c, '/user/queue/point')),
    ]);
    const [from, to] = [await walletOf('demo3', 'BTC'), await walletOf('demo2', 'BTC')];
    const key = { 'idempotency-key': 'send-btc-1' };
    const payload = { walletType: 'BTC', point: '0.12345678', username: 'DEMO2' };
    const sent = await post<DnwHistory>('/api/dnw/transfer', payload, demo3.accessToken, key);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toMatchObject({
      type: 'CO',
      status: 'DONE',
      wallet: 'BTC',
      point: '0.12345678',
      currency: 'BTC',
      counterpart: demo2.user.nick,
    });
    expect(await walletOf('demo3', 'BTC')).toBe(from - 12_345_678n);
    expect(await walletOf('demo2', 'BTC')).toBe(to + 12_345_678n);
    const received = await get<DnwHistory[]>(
      '/api/dnw/list?siteInfoId=1&resultType=LIST&typeStrs=CI',
      demo2.accessToken,
    );
    expect(received.body.data![0]).toMatchObject({
      type: 'CI',
      point: '0.12345678',
      counterpart: demo3.user.nick,
    });
    await expect.poll(() => mine.length + theirs.length).toBe(2);
    expect(JSON.parse(theirs[0]!.body)).toMatchObject({
      type: 'BTC',
      data: { point: String(Number(to + 12_345_678n) / 1e8) },
    });

    const again = await post<DnwHistory>('/api/dnw/transfer', payload, demo3.accessToken, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(sent.body.data);
    expect(await walletOf('demo3', 'BTC')).toBe(from - 12_345_678n);
    const other = await post('/api/dnw/transfer', { ...payload, point: '0.2' }, demo3.accessToken, key);
    expect(other.statusCode).toBe(409);

    const money = await post<DnwHistory>(
      '/api/dnw/transfer',
      { walletType: 'MONEY', point: '15000', username: 'demo2' },
      demo3.accessToken,
    );
    expect(money.body.data).toMatchObject({ type: 'TO', wallet: 'MONEY', point: '15000', currency: 'KRW' });
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });
});
