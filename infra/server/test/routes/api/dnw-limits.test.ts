import type { ConvertQuote, DnwHistory, SiteDnwInfo } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTradeApp, tokenOf, type TradeApp } from '../../engines/binary/trade-helper.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';
import { ledgerSumsToZero, moneySnapshot } from '../../ledger-checks.js';

let t: TradeApp;
let demo1: string;
let ref1: string;
let admin: string;
const SOMEONE_ELSES_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  t = await buildTradeApp();
  t.source.set('BTCUSDT', 5_000_000);
  t.source.set('USDTKRW', 140_000);
  await t.clock.advance(1_000);
  demo1 = await tokenOf(t.app, 'demo1');
  ref1 = await tokenOf(t.app, 'ref1');
  admin = await tokenOf(t.app, 'admin');
});
afterAll(async () => {
  await t.app.close();
});

function post<T>(url: string, payload: object, token: string, host: string = HOSTS.main) {
  const siteInfoId = host === HOSTS.site15 ? 15 : 1;
  return call<T>(t.app, {
    method: 'POST',
    url: `${url}?siteInfoId=${siteInfoId}`,
    headers: { host, ...bearer(token) },
    payload,
  });
}

function get<T>(url: string, token: string) {
  return call<T>(t.app, { method: 'GET', url, headers: { host: HOSTS.main, ...bearer(token) } });
}

const refusalOf = (answer: { statusCode: number; body: unknown }) => [
  answer.statusCode,
  errorOf(answer.body as never)?.code,
  errorOf(answer.body as never)?.message,
];

describe('a won withdrawal needs a payout account', () => {
  it('is refused without one, in the site language, holding nothing; a deposit or a coin withdrawal is not', async () => {
    const before = await moneySnapshot(t.app.db);
    for (const [url, payload] of [
      ['/api/dnw/apply', { type: 'W', point: '10000' }],
      ['/api/dnw/withdraw/apply', { point: '10000' }],
      ['/api/dnw/withdraw/apply', { point: '10000', walletType: 'MONEY' }],
    ] as const) {
      expect(refusalOf(await post(url, payload, ref1)), url).toEqual([
        400,
        'PAYOUT_ACCOUNT_REQUIRED',
        '등록된 출금 계좌가 없습니다. 고객센터로 문의해주세요.',
      ]);
    }
    const english = await tokenOf(t.app, 'ref1', 15);
    expect(
      refusalOf(await post('/api/dnw/withdraw/apply', { point: '10000' }, english, HOSTS.site15)),
    ).toEqual([
      400,
      'PAYOUT_ACCOUNT_REQUIRED',
      'No payout account is on file. Please contact the help desk.',
    ]);
    expect(await moneySnapshot(t.app.db)).toEqual(before);

    const deposit = await post<DnwHistory>('/api/dnw/apply', { type: 'D', point: '10000' }, ref1);
    expect(deposit.body.data).toMatchObject({ type: 'D', status: 'WAIT' });
    const coin = await post<DnwHistory>(
      '/api/dnw/withdraw/apply',
      { point: '0.1', walletType: 'BTC', address: SOMEONE_ELSES_BTC },
      ref1,
    );
    expect(coin.body.data).toMatchObject({ type: 'W', wallet: 'BTC', status: 'WAIT' });
    for (const id of [deposit.body.data!.id, coin.body.data!.id])
      await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${id}`, ref1);
  });
});

describe("the site's minimum", () => {
  it('is said as money, without a raw figure, in Korean and English', async () => {
    expect(refusalOf(await post('/api/dnw/apply', { type: 'D', point: '9999' }, demo1))).toEqual([
      400,
      'AMOUNT_BELOW_MINIMUM',
      '최소 신청금액은 10,000원입니다.',
    ]);
    const english = await tokenOf(t.app, 'demo1', 15);
    expect(refusalOf(await post('/api/dnw/deposit/apply', { point: 5000 }, english, HOSTS.site15))).toEqual([
      400,
      'AMOUNT_BELOW_MINIMUM',
      'The minimum amount is KRW 10,000.',
    ]);
  });
});

describe("the site's largest single request", () => {
  it('is listed per currency in the dnw settings', async () => {
    const { body } = await get<SiteDnwInfo>('/api/site_info/dnw?siteInfoId=1', demo1);
    expect(body.data!.limits).toMatchObject({
      KRW: { deposit: '100000000', withdraw: '50000000' },
      USDT: { deposit: '100000', withdraw: '100000' },
      BTC: { deposit: '2', withdraw: '2' },
    });
  });

  it('refuses a won deposit or withdrawal above it, queueing nothing for the operators', async () => {
    const before = await moneySnapshot(t.app.db);
    for (const [payload, limit] of [
      [{ type: 'D', point: '100000001' }, '100,000,000원'],
      [{ type: 'D', point: '99999999999999' }, '100,000,000원'],
      [{ type: 'D', point: 999_999_999_999_999 }, '100,000,000원'],
      [{ type: 'W', point: '50000001' }, '50,000,000원'],
    ] as const) {
      expect(refusalOf(await post('/api/dnw/apply', payload, demo1)), JSON.stringify(payload)).toEqual([
        400,
        'AMOUNT_ABOVE_MAXIMUM',
        `1회 최대 금액은 ${limit}입니다.`,
      ]);
    }
    const english = await tokenOf(t.app, 'demo1', 15);
    expect(
      refusalOf(await post('/api/dnw/deposit/apply', { point: '100000001' }, english, HOSTS.site15)),
    ).toEqual([400, 'AMOUNT_ABOVE_MAXIMUM', 'The most a single request can be is KRW 100,000,000.']);
    expect(await moneySnapshot(t.app.db)).toEqual(before);

    const atTheLimit = await post<DnwHistory>('/api/dnw/apply', { type: 'D', point: '100000000' }, demo1);
    expect(atTheLimit.body.data).toMatchObject({ type: 'D', status: 'WAIT', point: '100000000' });
    await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${atTheLimit.body.data!.id}`, demo1);
  });

  it("follows the site's own row in site_amount_limit over the defaults", async () => {
    await t.app.repos.siteExtras.upsertAmountLimit(1, {
      asset: 'KRW',
      depositMax: '1000000',
      withdrawMax: '500000',
    });
    try {
      const { body } = await get<SiteDnwInfo>('/api/site_info/dnw?siteInfoId=1', demo1);
      expect(body.data!.limits.KRW).toEqual({ deposit: '1000000', withdraw: '500000' });
      expect(refusalOf(await post('/api/dnw/apply', { type: 'D', point: '1000001' }, demo1))[2]).toBe(
        '1회 최대 금액은 1,000,000원입니다.',
      );
      expect(refusalOf(await post('/api/dnw/apply', { type: 'W', point: '500001' }, demo1))[2]).toBe(
        '1회 최대 금액은 500,000원입니다.',
      );
      // Site 15 keeps the defaults.
      const english = await tokenOf(t.app, 'demo1', 15);
      const site15 = await call<SiteDnwInfo>(t.app, {
        method: 'GET',
        url: '/api/site_info/dnw?siteInfoId=15',
        headers: { host: HOSTS.site15, ...bearer(english) },
      });
      expect(site15.body.data!.limits.KRW).toEqual({ deposit: '100000000', withdraw: '50000000' });
    } finally {
      await t.app.db.query(`DELETE FROM site_amount_limit WHERE site_id = 1 AND asset = 'KRW'`);
    }
  });

  it('bounds coin withdrawals, sends, conversions, sales, buys and P2P buys, with a clear 400 and never a 500', async () => {
    const before = await moneySnapshot(t.app.db);
    const huge = '99999999999999999999.99999999';
    const cases: Array<[string, 'get' | 'post', object, string]> = [
      [
        '/api/dnw/withdraw/apply',
        'post',
        { point: '3', walletType: 'BTC', address: SOMEONE_ELSES_BTC },
        '2 BTC',
      ],
      [
        '/api/dnw/withdraw/apply',
        'post',
        { point: huge, walletType: 'BTC', address: SOMEONE_ELSES_BTC },
        '2 BTC',
      ],
      ['/api/dnw/transfer', 'post', { walletType: 'BTC', point: '2.00000001', username: 'demo2' }, '2 BTC'],
      [
        '/api/dnw/transfer',
        'post',
        { walletType: 'USDT', point: huge.slice(0, 27), username: 'demo2' },
        '100,000 USDT',
      ],
      [
        '/api/dnw/transfer',
        'post',
        { walletType: 'MONEY', point: '60000000', username: 'demo2' },
        '50,000,000원',
      ],
      ['/api/dnw/convert', 'post', { fromCoin: 'BTC', toCoin: 'USDT', point: '3' }, '2 BTC'],
      ['/api/dnw/convert', 'post', { fromCoin: 'FUTURES', toCoin: 'USDT', point: '100001' }, '100,000 USDT'],
      ['/api/dnw/sell/apply', 'post', { coinName: 'BTC', point: huge }, '2 BTC'],
      ['/api/dnw/buy/apply', 'post', { coinName: 'BTC', point: '50000001' }, '50,000,000원'],
      ['/api/dnw/p2p', 'post', p2p('100000001'), '100,000,000원'],
      ['/api/dnw/exchange_rate?siteInfoId=1&fromCoin=BTC&toCoin=USDT&point=3', 'get', {}, '2 BTC'],
      [
        `/api/dnw/exchange_rate?siteInfoId=1&fromCoin=USDT&toCoin=BTC&point=${huge.slice(0, 27)}`,
        'get',
        {},
        '100,000 USDT',
      ],
    ];
    for (const [url, method, payload, limit] of cases) {
      const answer = method === 'post' ? await post(url, payload, demo1) : await get(url, demo1);
      expect(refusalOf(answer), `${url} ${JSON.stringify(payload)}`).toEqual([
        400,
        'AMOUNT_ABOVE_MAXIMUM',
        `1회 최대 금액은 ${limit}입니다.`,
      ]);
    }
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect(await ledgerSumsToZero(t.app.db)).toBe(true);
  });
});

describe('a coupon for another wallet', () => {
  it('names the wallets that take it', async () => {
    await post(
      '/api/admin/coupon',
      {
        promoCode: 'WONBONUS',
        currency: 'KRW',
        point: '5000',
        maxUses: 5,
        expiresAt: t.clock.now() + 60_000,
      },
      admin,
    );
    const answer = await post<ConvertQuote>(
      '/api/coupon/use',
      { promoCode: 'wonbonus', walletType: 'USDT' },
      demo1,
    );
    expect(refusalOf(answer)).toEqual([
      400,
      'COUPON_WALLET_MISMATCH',
      '이 쿠폰은 KRW 지갑으로만 받을 수 있습니다.',
    ]);
  });
});

function p2p(point: string) {
  return {
    name: '홍길동',
    phone: '010-7000-0004',
    point,
    detailJson: JSON.stringify({ provider: 'paykiwoom' }),
  };
}
