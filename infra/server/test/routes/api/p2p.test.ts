import type { LoginResult, P2pHistory, P2pProvider, ProviderCoinStatus, ProviderUrl } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stompClients, subscribeConfirmed } from '../../realtime/stomp-clients.js';
import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { ledgerSumsToZero, moneySnapshot } from '../../ledger-checks.js';
import { multipartBody, SAMPLES } from '../../multipart-body.js';

let app: FastifyInstance;
let admin: LoginResult;
let demo1: LoginResult;
let demo2: LoginResult;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  [admin, demo1, demo2] = await Promise.all([login(app, 'admin'), login(app, 'demo1'), login(app, 'demo2')]);
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

function post<T>(url: string, payload: unknown, token: string | null, headers: Record<string, string> = {}) {
  return call<T>(app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...(token === null ? {} : bearer(token)), ...headers },
    payload: payload as object,
  });
}

function get<T>(url: string, token: string) {
  const joiner = url.includes('?') ? '&' : '?';
  return call<T>(app, {
    method: 'GET',
    url: `${url}${joiner}siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token) },
  });
}

async function balanceOf(username: string, wallet: string): Promise<bigint> {
  const [row] = await app.db.query<{ balance: string }>(
    `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
     WHERE u.username = $1 AND u.site_id = 1 AND a.wallet = $2`,
    [username, wallet],
  );
  return BigInt(row?.balance ?? '0');
}

const detail = (value: object) => JSON.stringify(value);
const p2pBody = (extra: object = {}) => ({
  name: '홍길동',
  phone: '010-7000-0004',
  point: '50000',
  detailJson: detail({ provider: 'paykiwoom' }),
  ...extra,
});

describe('refusals move nothing', () => {
  it('401 without a session; 403 for operators; 400 for malformed bodies', async () => {
    const before = await moneySnapshot(app.db);
    expect((await post('/api/dnw/p2p', p2pBody(), null)).statusCode).toBe(401);
    for (const [url, body] of [
      ['/api/dnw/p2p', p2pBody()],
      ['/api/paykiwoom/sendCoin', { walletType: 'MONEY', won: '10000' }],
      ['/api/bitdex/sellCoin', { walletType: 'USDT', point: '1' }],
      ['/api/paykiwoom/signup', { value: 'x' }],
    ] as const) {
      const byAdmin = await post(url, body, admin.accessToken);
      expect(byAdmin.statusCode, url).toBe(403);
      expect(errorOf(byAdmin.body)?.code).toBe('NO_PERMISSION');
    }
    const refusals: Array<[string, object]> = [
      ['/api/dnw/p2p', p2pBody({ detailJson: 'not json' })],
      ['/api/dnw/p2p', p2pBody({ detailJson: detail({ provider: 'acme' }) })],
      ['/api/dnw/p2p', p2pBody({ detailJson: detail({ provider: 'paykiwoom', extra: 1 }) })],
      ['/api/dnw/p2p', p2pBody({ detailJson: detail({ provider: 'paykiwoom', walletType: 'FUTURES' }) })],
      ['/api/dnw/p2p', p2pBody({ detailJson: detail({ provider: 'paykiwoom', fileId: '../x' }) })],
      ['/api/dnw/p2p', p2pBody({ detailJson: detail({ provider: 'paykiwoom', pad: 'x'.repeat(2_000) }) })],
      ['/api/dnw/p2p', p2pBody({ phone: '010<script>' })],
      ['/api/dnw/p2p', p2pBody({ name: '' })],
      ['/api/dnw/p2p', p2pBody({ point: '0' })],
      ['/api/dnw/p2p', p2pBody({ point: '10000.5' })],
      ['/api/dnw/p2p', p2pBody({ extra: true })],
      ['/api/paykiwoom/sendCoin', { walletType: 'BINARY', won: '10000' }],
      ['/api/paykiwoom/sendCoin', { walletType: 'MONEY', won: '-1' }],
      ['/api/paykiwoom/signup', { value: '' }],
      ['/api/paykiwoom/signup', { value: 'x'.repeat(65) }],
      ['/api/bitdex/sellCoin', { walletType: 'MONEY', point: '1' }],
      ['/api/bitdex/sellCoin', { walletType: 'USDT', point: '1e3' }],
      ['/api/dh-safety/signup', { walletType: 'USDT' }],
    ];
    for (const [url, body] of refusals) {
      const { statusCode, body: answer } = await post(url, body, demo1.accessToken);
      expect(statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(errorOf(answer)?.code).toBe('VALIDATION');
    }
    const precise = await post(
      '/api/bitdex/sellCoin',
      { walletType: 'USDT', point: '0.0000001' },
      demo1.accessToken,
    );
    expect(errorOf(precise.body)?.code).toBe('AMOUNT_TOO_PRECISE');
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it("refuses less than the site's minimum, a sell beyond the wallet, an unregistered buy, another's receipt", async () => {
    const before = await moneySnapshot(app.db);
    const small = await post('/api/dnw/p2p', p2pBody({ point: 9_999 }), demo1.accessToken);
    expect(errorOf(small.body)).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      message: '최소 신청금액은 10,000원입니다.',
    });
    const tooMuch = await post(
      '/api/bitdex/sellCoin',
      { walletType: 'BTC', point: '1.00000001' },
      demo1.accessToken,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch.body)?.code).toBe('INSUFFICIENT_BALANCE');
    const unregistered = await post(
      '/api/paykiwoom/sendCoin',
      { walletType: 'MONEY', won: '10000' },
      demo1.accessToken,
    );
    expect(errorOf(unregistered.body)).toMatchObject({
      code: 'PAYMENT_NOT_REGISTERED',
      message: '결제 업체에 가입되어 있지 않습니다. 먼저 가입해주세요.',
    });

    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'r.png', contentType: 'image/png', bytes: SAMPLES.png() },
    ]);
    const uploaded = await call<{ id: string }>(app, {
      method: 'POST',
      url: '/api/file?siteInfoId=1',
      headers: { host: HOSTS.main, ...headers, ...bearer(demo2.accessToken) },
      payload,
    });
    const others = await post(
      '/api/dnw/p2p',
      p2pBody({ detailJson: detail({ provider: 'bitdex', fileId: uploaded.body.data!.id }) }),
      demo1.accessToken,
    );
    expect(others.statusCode).toBe(404);
    expect(errorOf(others.body)?.code).toBe('FILE_NOT_FOUND');
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it('refuses a site without the P2P flag, and a blocked player', async () => {
    const english = await login(app, 'demo3', 15, HOSTS.site15);
    await app.db.query(`UPDATE site_info SET type = '110111' WHERE id = 15`);
    // The site of a hostname is reused for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = await moneySnapshot(app.db);
    for (const [method, url] of [
      ['POST', '/api/dnw/p2p'],
      ['GET', '/api/dnw/p2p/latest'],
      ['GET', '/api/paykiwoom/chk_coin'],
      ['POST', '/api/bitdex/sendCoin'],
    ] as const) {
      const refused = await call(app, {
        method,
        url: `${url}?siteInfoId=15`,
        headers: { host: HOSTS.site15, ...bearer(english.accessToken) },
        ...(method === 'POST' ? { payload: p2pBody() } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused.body)).toMatchObject({
        code: 'P2P_DISABLED',
        message: 'P2P is not available on this site.',
      });
    }
    await app.db.query(`UPDATE site_info SET type = '111111' WHERE id = 15`);
    expect(await moneySnapshot(app.db)).toEqual(before);

    const demo3 = await login(app, 'demo3');
    const playerId = (await app.repos.users.findByUsername(1, 'demo3'))!.id;
    await post('/api/admin/player/access', { playerId, status: 'DENY' }, admin.accessToken);
    const denied = await post('/api/dnw/p2p', p2pBody(), demo3.accessToken);
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied.body)?.code).toBe('ACCOUNT_DENIED');
    expect(await moneySnapshot(app.db)).toEqual(before);
  });

  it("lets only the site's operators decide, and only P2P requests", async () => {
    const applied = await post<P2pHistory>('/api/dnw/p2p', p2pBody({ point: 20_000 }), demo2.accessToken);
    const id = applied.body.data!.id;
    const before = await moneySnapshot(app.db);
    const byPlayer = await post('/api/admin/p2p/approve', { dnwHistoryId: id }, demo2.accessToken);
    expect(byPlayer.statusCode).toBe(403);
    const byPlayerConfirm = await post(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: id, outcome: 'DONE' },
      demo2.accessToken,
    );
    expect(byPlayerConfirm.statusCode).toBe(403);
    const site15Admin = await login(app, 'admin', 15, HOSTS.site15);
    const otherSite = await call(app, {
      method: 'POST',
      url: '/api/admin/p2p/approve?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(site15Admin.accessToken) },
      payload: { dnwHistoryId: id },
    });
    expect(otherSite.statusCode).toBe(404);
    expect(errorOf(otherSite.body)?.code).toBe('DNW_NOT_FOUND');
    // A P2P request is the operator's, not the provider's callback's; a won deposit is neither.
    const asCallback = await post(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: id, outcome: 'DONE' },
      admin.accessToken,
    );
    expect(asCallback.statusCode).toBe(404);
    const deposit = await post<{ id: number }>(
      '/api/dnw/deposit/apply',
      { point: '10000' },
      demo2.accessToken,
    );
    const notP2p = await post(
      '/api/admin/p2p/approve',
      { dnwHistoryId: deposit.body.data!.id },
      admin.accessToken,
    );
    expect(notP2p.statusCode).toBe(404);
    await post('/api/admin/dnw/reject', { dnwHistoryId: deposit.body.data!.id }, admin.accessToken);
    const rejected = await post<P2pHistory>('/api/admin/p2p/reject', { dnwHistoryId: id }, admin.accessToken);
    expect(rejected.body.data).toMatchObject({ id, status: 'REJECT' });
    const after = await moneySnapshot(app.db);
    expect(after!.transfers).toBe(before!.transfers);
    expect(after!.balances).toBe(before!.balances);
  });
});

describe('a P2P buy', () => {
  it('waits with its details, is the latest, and approved books EXTERNAL -> the wallet once, pushed', async () => {
    const client = await stomp.connect(demo1.accessToken);
    const points = await subscribeConfirmed(client, '/user/queue/point');
    expect((await get('/api/dnw/p2p/latest', demo1.accessToken)).body.data).toBeNull();
    const money = await balanceOf('demo1', 'MONEY');
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'r.pdf', contentType: 'application/pdf', bytes: SAMPLES.pdf() },
    ]);
    const receipt = await call<{ id: string }>(app, {
      method: 'POST',
      url: '/api/file?siteInfoId=1',
      headers: { host: HOSTS.main, ...headers, ...bearer(demo1.accessToken) },
      payload,
    });
    const fileId = receipt.body.data!.id;
    const applied = await post<P2pHistory>(
      '/api/dnw/p2p',
      p2pBody({ detailJson: detail({ provider: 'bitdex', fileId }) }),
      demo1.accessToken,
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data).toMatchObject({
      type: 'WB',
      status: 'WAIT',
      wallet: 'MONEY',
      point: '50000',
      currency: 'KRW',
      provider: 'bitdex',
      name: '홍길동',
      phone: '010-7000-0004',
      won: '50000',
      detail: { fileId, walletType: 'MONEY' },
    });
    expect(await balanceOf('demo1', 'MONEY')).toBe(money);
    expect((await get('/api/dnw/p2p/latest', demo1.accessToken)).body.data).toEqual(applied.body.data);

    const id = applied.body.data!.id;
    // The deposit/withdraw calls decide only their own rows: a P2P buy is not theirs to approve or cancel.
    const byDnwCall = await post('/api/admin/dnw/approve', { dnwHistoryId: id }, admin.accessToken);
    expect([byDnwCall.statusCode, errorOf(byDnwCall.body)?.code]).toEqual([404, 'DNW_NOT_FOUND']);
    const cancelled = await get(`/api/dnw/cancel?dnwHistoryId=${id}`, demo1.accessToken);
    expect([cancelled.statusCode, errorOf(cancelled.body)?.code]).toEqual([404, 'DNW_NOT_FOUND']);
    expect(await balanceOf('demo1', 'MONEY')).toBe(money);
    const approved = await post<P2pHistory>(
      '/api/admin/p2p/approve',
      { dnwHistoryId: id },
      admin.accessToken,
    );
    expect(approved.body.data).toMatchObject({ id, status: 'DONE' });
    expect(await balanceOf('demo1', 'MONEY')).toBe(money + 50_000n);
    await expect.poll(() => points.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(points.at(-1)!.body)).toEqual({
      type: 'MONEY',
      data: { money: String(money + 50_000n) },
    });

    const transfers = (await moneySnapshot(app.db))!.transfers;
    const again = await post('/api/admin/p2p/approve', { dnwHistoryId: id }, admin.accessToken);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)?.code).toBe('DNW_ALREADY_PROCESSED');
    expect((await moneySnapshot(app.db))!.transfers).toBe(transfers);
    expect(await balanceOf('demo1', 'MONEY')).toBe(money + 50_000n);
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });

  it('answers the same request again for the same Idempotency-Key, 409 for another body', async () => {
    const key = { 'idempotency-key': 'p2p-buy-1' };
    const first = await post<P2pHistory>('/api/dnw/p2p', p2pBody({ point: 30_000 }), demo2.accessToken, key);
    const requests = (await moneySnapshot(app.db))!.requests;
    const again = await post<P2pHistory>('/api/dnw/p2p', p2pBody({ point: 30_000 }), demo2.accessToken, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const other = await post('/api/dnw/p2p', p2pBody({ point: 40_000 }), demo2.accessToken, key);
    expect(other.statusCode).toBe(409);
    expect((await moneySnapshot(app.db))!.requests).toBe(requests);
  });

  it("lists the site's providers, and signs a short-lived page URL for the caller", async () => {
    const { body } = await get<P2pProvider[]>('/api/dnw/p2p/providers', demo1.accessToken);
    expect(body.data!.map((p) => p.code)).toEqual(['paykiwoom', 'bitdex', 'dh-safety']);
    expect(body.data![0]).toMatchObject({
      name: '페이키움',
      url: expect.stringMatching(/^https:\/\/payments\.sandbox\.invalid\/paykiwoom\/p2p\?token=/),
    });
    // English sites name them in English (once the site's P2P flag, turned off above, is read again: within 1 s).
    const english = await login(app, 'demo1', 15, HOSTS.site15);
    const namesOnSite15 = async () =>
      (
        await call<P2pProvider[]>(app, {
          method: 'GET',
          url: '/api/dnw/p2p/providers?siteInfoId=15',
          headers: { host: HOSTS.site15, ...bearer(english.accessToken) },
        })
      ).body.data?.map((p) => p.name);
    await expect.poll(namesOnSite15, { timeout: 5_000 }).toEqual(['PayKiwoom', 'Bitdex', 'DH Safety']);
    const page = await get<ProviderUrl>('/api/dnw/p2p/url?provider=bitdex', demo1.accessToken);
    expect(page.body.data!.provider).toBe('bitdex');
    const claims = decodeJwt(new URL(page.body.data!.url).searchParams.get('token')!);
    expect(claims).toMatchObject({ sub: String(demo1.user.id), site: 1, prv: 'bitdex', aud: 'bitdex' });
    expect(claims.exp! * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // It is no access token.
    const misuse = await call(app, {
      method: 'GET',
      url: '/api/dnw/p2p/latest?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(new URL(page.body.data!.url).searchParams.get('token')!) },
    });
    expect(misuse.statusCode).toBe(401);
    const unknown = await get('/api/dnw/p2p/url?provider=acme', demo1.accessToken);
    expect(unknown.statusCode).toBe(400);
    const charge = await get<ProviderUrl>('/api/bitdex/coin_charge_url', demo1.accessToken);
    expect(charge.body.data!.url).toMatch(/^https:\/\/payments\.sandbox\.invalid\/bitdex\/charge\?token=/);
  });
});

describe('payment providers', () => {
  it('signup registers the player; chk_coin says so', async () => {
    const before = await get<ProviderCoinStatus>('/api/paykiwoom/chk_coin', demo1.accessToken);
    expect(before.body.data).toEqual({
      provider: 'paykiwoom',
      registered: false,
      value: null,
      coinAvailable: true,
    });
    const signed = await post<ProviderCoinStatus>(
      '/api/paykiwoom/signup',
      { value: '010-1000-0001' },
      demo1.accessToken,
    );
    expect(signed.body.data).toEqual({
      provider: 'paykiwoom',
      registered: true,
      value: '010-1000-0001',
      coinAvailable: true,
    });
    expect((await get('/api/paykiwoom/chk_coin', demo1.accessToken)).body.data).toEqual(signed.body.data);
    // bitdex knows its players by its page's token.
    expect(
      (await get<ProviderCoinStatus>('/api/bitdex/chk_coin', demo1.accessToken)).body.data!.registered,
    ).toBe(true);
  });

  it('sendCoin waits until the provider confirms; the callback books once, a replay nothing', async () => {
    const money = await balanceOf('demo1', 'MONEY');
    const sent = await post<P2pHistory>(
      '/api/paykiwoom/sendCoin',
      { walletType: 'MONEY', won: 70_000 },
      demo1.accessToken,
    );
    expect(sent.body.data).toMatchObject({
      type: 'WB',
      status: 'WAIT',
      provider: 'paykiwoom',
      won: '70000',
      point: '70000',
      name: null,
    });
    expect(await balanceOf('demo1', 'MONEY')).toBe(money);
    const id = sent.body.data!.id;
    // A coin order is the provider's to confirm, not the operator's P2P approval.
    expect((await post('/api/admin/p2p/approve', { dnwHistoryId: id }, admin.accessToken)).statusCode).toBe(
      404,
    );

    const confirmed = await post<P2pHistory>(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: id, outcome: 'DONE' },
      admin.accessToken,
    );
    expect(confirmed.body.data).toMatchObject({ id, status: 'DONE' });
    expect(await balanceOf('demo1', 'MONEY')).toBe(money + 70_000n);
    const transfers = (await moneySnapshot(app.db))!.transfers;
    const replay = await post<P2pHistory>(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: id, outcome: 'DONE' },
      admin.accessToken,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const contrary = await post(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: id, outcome: 'FAILED' },
      admin.accessToken,
    );
    expect(contrary.statusCode).toBe(409);
    expect((await moneySnapshot(app.db))!.transfers).toBe(transfers);
    expect(await balanceOf('demo1', 'MONEY')).toBe(money + 70_000n);
    const [booked] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfer WHERE idempotency_key = $1`,
      [`dnw:${id}:done`],
    );
    expect(booked!.n).toBe(1);
  });

  it('dh-safety signup registers and buys in one call', async () => {
    const bought = await post<P2pHistory>(
      '/api/dh-safety/signup',
      { walletType: 'MONEY', won: '10000' },
      demo2.accessToken,
    );
    expect(bought.body.data).toMatchObject({
      type: 'WB',
      status: 'WAIT',
      provider: 'dh-safety',
      won: '10000',
    });
    const [member] = await app.db.query<{ value: string }>(
      `SELECT value FROM payment_member WHERE user_id = $1 AND provider = 'dh-safety'`,
      [demo2.user.id],
    );
    expect(member!.value).toBe('demo2');
  });

  it('sellCoin holds the amount; a failure gives it back, a confirmation pays it out, pushed', async () => {
    const client = await stomp.connect(demo2.accessToken);
    const points = await subscribeConfirmed(client, '/user/queue/point');
    const usdt = await balanceOf('demo2', 'USDT');
    const first = await post<P2pHistory>(
      '/api/bitdex/sellCoin',
      { walletType: 'USDT', point: '10.5' },
      demo2.accessToken,
    );
    expect(first.body.data).toMatchObject({
      type: 'WS',
      status: 'WAIT',
      wallet: 'USDT',
      point: '10.5',
      currency: 'USDT',
      won: null,
    });
    expect(await balanceOf('demo2', 'USDT')).toBe(usdt - 10_500_000n);
    await expect.poll(() => points.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(points.at(-1)!.body)).toMatchObject({ type: 'USDT' });

    await post(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: first.body.data!.id, outcome: 'FAILED' },
      admin.accessToken,
    );
    expect(await balanceOf('demo2', 'USDT')).toBe(usdt);

    const key = { 'idempotency-key': 'sell-1' };
    const second = await post<P2pHistory>(
      '/api/bitdex/sellCoin',
      { walletType: 'USDT', point: '3' },
      demo2.accessToken,
      key,
    );
    const replay = await post<P2pHistory>(
      '/api/bitdex/sellCoin',
      { walletType: 'USDT', point: '3' },
      demo2.accessToken,
      key,
    );
    expect(replay.body.data!.id).toBe(second.body.data!.id);
    expect(await balanceOf('demo2', 'USDT')).toBe(usdt - 3_000_000n);
    const done = await post<P2pHistory>(
      '/api/payments/sandbox/confirm',
      { dnwHistoryId: second.body.data!.id, outcome: 'DONE' },
      admin.accessToken,
    );
    expect(done.body.data!.status).toBe('DONE');
    expect(await balanceOf('demo2', 'USDT')).toBe(usdt - 3_000_000n);
    const [escrow] = await app.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_account WHERE kind = 'DNW_ESCROW' AND asset = 'USDT'`,
    );
    expect(escrow!.balance).toBe('0');
    expect(await ledgerSumsToZero(app.db)).toBe(true);
  });
});
