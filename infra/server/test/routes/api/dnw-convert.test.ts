import type { MyWallet } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';

let app: FastifyInstance;
let demo1: string;
beforeAll(async () => {
  app = await buildTestApp();
  demo1 = (await login(app, 'demo1')).accessToken;
});
afterAll(() => app.close());

const URL = '/api/dnw/convert?siteInfoId=1';

function convert(payload: object, token: string | null = demo1, headers: Record<string, string> = {}) {
  return call<MyWallet>(app, {
    method: 'POST',
    url: URL,
    headers: { host: HOSTS.main, ...(token === null ? {} : bearer(token)), ...headers },
    payload,
  });
}

async function wallets(token = demo1, host: string = HOSTS.main, siteInfoId = 1) {
  const { body } = await call<MyWallet>(app, {
    method: 'GET',
    url: `/api/wallet/my?siteInfoId=${siteInfoId}`,
    headers: { host, ...bearer(token) },
  });
  return body.data!.wallet;
}

/** The balances a refusal must leave exactly as they were. */
const points = async (token = demo1) => {
  const w = await wallets(token);
  return { USDT: w.USDT?.point, BINARY: w.BINARY?.point, FUTURES: w.FUTURES?.point, BTC: w.BTC?.point };
};

describe('POST /api/dnw/convert refusals', () => {
  it('401 without a token, and the balances stay', async () => {
    const before = await points();
    const { statusCode, body } = await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '1' }, null);
    expect(statusCode).toBe(401);
    expect(errorOf(body)?.code).toBe('UNAUTHORIZED');
    expect(await points()).toEqual(before);
  });

  it('403 ACCOUNT_DENIED for a blocked player, 403 NO_PERMISSION for an operator', async () => {
    const demo3 = (await login(app, 'demo3')).accessToken;
    const admin = (await login(app, 'admin')).accessToken;
    const playerId = (await app.repos.users.findByUsername(1, 'demo3'))!.id;
    const operator = await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '1' }, admin);
    expect(operator.statusCode).toBe(403);
    expect(errorOf(operator.body)?.code).toBe('NO_PERMISSION');
    const blocked = await call(app, {
      method: 'POST',
      url: '/api/admin/player/access?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(admin) },
      payload: { playerId, status: 'DENY' },
    });
    expect(blocked.statusCode).toBe(200);
    const { statusCode, body } = await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '1' }, demo3);
    expect(statusCode).toBe(403);
    expect(errorOf(body)?.code).toBe('ACCOUNT_DENIED');
  });

  it('403 WRONG_ACCESS with a token of another site', async () => {
    const english = (await login(app, 'demo1', 15, HOSTS.site15)).accessToken;
    const before = await points();
    const { statusCode, body } = await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '1' }, english);
    expect(statusCode).toBe(403);
    expect(errorOf(body)?.code).toBe('WRONG_ACCESS');
    expect(await points()).toEqual(before);
  });

  const refusals: Array<[string, object, number, string, string]> = [
    [
      'an unknown wallet',
      { fromCoin: 'GOLD', toCoin: 'BINARY', point: '1' },
      400,
      'WALLET_UNSUPPORTED',
      '지원하지 않는 지갑입니다.',
    ],
    [
      'the KRW money account',
      { fromCoin: 'MONEY', toCoin: 'BINARY', point: '1' },
      400,
      'WALLET_UNSUPPORTED',
      '지원하지 않는 지갑입니다.',
    ],
    [
      'the same wallet twice',
      { fromCoin: 'BINARY', toCoin: 'BINARY', point: '1' },
      400,
      'CONVERT_SAME_WALLET',
      '보내는 지갑과 받는 지갑이 같습니다.',
    ],
    [
      'wallets of different currencies',
      { fromCoin: 'BTC', toCoin: 'BINARY', point: '0.1' },
      400,
      'CONVERT_PAIR_UNSUPPORTED',
      '이 지갑 사이의 전환은 지원하지 않습니다. 다른 통화 간 전환은 USDT, BTC, ETH, XRP 지갑 사이에서만 가능합니다.',
    ],
    [
      'a zero amount',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '0' },
      400,
      'AMOUNT_NOT_POSITIVE',
      '금액은 0보다 커야 합니다.',
    ],
    [
      'a zero amount with decimals',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '0.000000' },
      400,
      'AMOUNT_NOT_POSITIVE',
      '금액은 0보다 커야 합니다.',
    ],
    [
      'more decimals than USDT has',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '1.0000001' },
      400,
      'AMOUNT_TOO_PRECISE',
      '허용된 소수 자릿수를 초과했습니다. (USDT 6)',
    ],
    [
      'more than the balance',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '10000.000001' },
      400,
      'INSUFFICIENT_BALANCE',
      '잔액이 부족합니다.',
    ],
    [
      'a negative amount',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '-5' },
      400,
      'VALIDATION',
      '입력값이 올바르지 않습니다. (body.point)',
    ],
    [
      'a number instead of decimal text',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: 5 },
      400,
      'VALIDATION',
      '입력값이 올바르지 않습니다. (body.point)',
    ],
    [
      'an unknown field',
      { fromCoin: 'USDT', toCoin: 'BINARY', point: '1', userId: 2 },
      400,
      'VALIDATION',
      '입력값이 올바르지 않습니다.',
    ],
    [
      'an oversized wallet name',
      { fromCoin: 'U'.repeat(17), toCoin: 'BINARY', point: '1' },
      400,
      'VALIDATION',
      '입력값이 올바르지 않습니다. (body.fromCoin)',
    ],
  ];
  for (const [name, payload, status, code, message] of refusals) {
    it(`${name}: ${status} ${code}, nothing moves`, async () => {
      const before = await points();
      const { statusCode, body } = await convert(payload);
      expect(statusCode).toBe(status);
      expect(errorOf(body)?.code).toBe(code);
      expect(errorOf(body)?.message.startsWith(message)).toBe(true);
      expect(await points()).toEqual(before);
    });
  }

  it('answers in English on an English site', async () => {
    const english = (await login(app, 'demo1', 15, HOSTS.site15)).accessToken;
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/dnw/convert?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(english) },
      payload: { fromCoin: 'USDT', toCoin: 'BINARY', point: '20000' },
    });
    expect(statusCode).toBe(400);
    expect(errorOf(body)).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' });
  });
});

describe('POST /api/dnw/convert', () => {
  it('moves 100 USDT into BINARY and back, and answers the wallets as GET /api/wallet/my has them', async () => {
    const before = await wallets();
    expect(before.USDT?.point).toBe('10000');
    expect(before.BINARY?.point).toBe('10000');
    const { statusCode, body } = await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '100' });
    expect(statusCode).toBe(200);
    const after = await wallets();
    expect(after.USDT?.point).toBe('9900');
    expect(after.BINARY?.point).toBe('10100');
    expect(body.data?.wallet).toEqual(after);
    const back = await convert({ fromCoin: 'BINARY', toCoin: 'USDT', point: '0.5' });
    expect(back.statusCode).toBe(200);
    expect(back.body.data?.wallet.BINARY?.point).toBe('10099.5');
    expect(back.body.data?.wallet.USDT?.point).toBe('9900.5');
    expect((await app.repos.ledger.totalsPerAsset()).get('USDT')).toBe(0n);
  });

  it('moves once per Idempotency-Key: a repeat answers the same state; another body under it is 409', async () => {
    const key = { 'idempotency-key': 'convert-test-1' };
    const first = await convert({ fromCoin: 'USDT', toCoin: 'FUTURES', point: '7' }, demo1, key);
    expect(first.statusCode).toBe(200);
    const futures = first.body.data?.wallet.FUTURES?.point;
    const again = await convert({ fromCoin: 'USDT', toCoin: 'FUTURES', point: '7' }, demo1, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data?.wallet.FUTURES?.point).toBe(futures);
    const other = await convert({ fromCoin: 'USDT', toCoin: 'FUTURES', point: '8' }, demo1, key);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other.body)?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await wallets()).FUTURES?.point).toBe(futures);
  });

  it("moves only the caller's own money: another player's balances stay", async () => {
    const demo2 = (await login(app, 'demo2')).accessToken;
    const before = await points(demo2);
    expect((await convert({ fromCoin: 'USDT', toCoin: 'BINARY', point: '1' })).statusCode).toBe(200);
    expect(await points(demo2)).toEqual(before);
  });
});
