import { formatUnits, type ConvertQuote, type DnwHistory, type MyWallet } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { QUOTE_TTL_MS } from '../../../src/services/convert-service.js';
import { buildTradeApp, tokenOf, type TradeApp } from '../../engines/binary/trade-helper.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';
import { ledgerSumsToZero as ledgerSums, walletBalances } from '../../ledger-checks.js';

let t: TradeApp;
let demo1: string;

beforeAll(async () => {
  t = await buildTradeApp();
  // BTCUSDT 50,000.00 and ETHUSDT 2,500.00 (price units of 10^-2), on the bus from the first tick.
  t.source.set('BTCUSDT', 5_000_000);
  t.source.set('ETHUSDT', 250_000);
  await t.clock.advance(1_000);
  demo1 = await tokenOf(t.app, 'demo1');
});
afterAll(() => t.app.close());

function quote(query: string, token = demo1) {
  return call<ConvertQuote>(t.app, {
    method: 'GET',
    url: `/api/dnw/exchange_rate?siteInfoId=1&${query}`,
    headers: { host: HOSTS.main, ...bearer(token) },
  });
}

function convert(payload: object, headers: Record<string, string> = {}) {
  return call<MyWallet>(t.app, {
    method: 'POST',
    url: '/api/dnw/convert?siteInfoId=1',
    headers: { host: HOSTS.main, ...bearer(demo1), ...headers },
    payload,
  });
}

function balances(username: string): Promise<Record<string, bigint>> {
  return walletBalances(t.app.db, username);
}

function ledgerSumsToZero(): Promise<boolean> {
  return ledgerSums(t.app.db);
}

describe('conversions between currencies', () => {
  it('quotes at the market price less the fee, and refuses what it cannot price', async () => {
    const { statusCode, body } = await quote('fromCoin=USDT&toCoin=BTC&point=100');
    expect(statusCode).toBe(200);
    // 100 USDT / 50,000 = 0.002 BTC, less 0.1 %: 0.001998.
    expect(body.data).toMatchObject({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      point: '100',
      rate: '0.00002',
      feeRate: 0.001,
      receive: '0.001998',
    });
    expect(body.data!.expiresAt).toBe(t.clock.now() + QUOTE_TTL_MS);
    const eth = await quote('fromCoin=BTC&toCoin=ETH&point=0.5');
    expect(eth.body.data).toMatchObject({ rate: '20', receive: '9.99' });
    for (const [query, code] of [
      ['fromCoin=USDT&toCoin=DOGE&point=1', 'CONVERT_PAIR_UNSUPPORTED'],
      ['fromCoin=USDT&toCoin=BINARY&point=1', 'CONVERT_PAIR_UNSUPPORTED'],
      ['fromCoin=USDT&toCoin=USDT&point=1', 'CONVERT_SAME_WALLET'],
      ['fromCoin=USDT&toCoin=BTC&point=0.0000001', 'AMOUNT_TOO_PRECISE'],
      ['fromCoin=USDT&toCoin=BTC&point=0', 'AMOUNT_NOT_POSITIVE'],
      ['fromCoin=USDT&toCoin=BTC', 'VALIDATION'],
    ] as const) {
      const refused = await quote(query);
      expect(errorOf(refused.body)?.code, query).toBe(code);
    }
    const anonymous = await call(t.app, {
      method: 'GET',
      url: '/api/dnw/exchange_rate?siteInfoId=1&fromCoin=USDT&toCoin=BTC&point=1',
      headers: { host: HOSTS.main },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('converts USDT to BTC for exactly the quoted amount, then sends that BTC to demo2: the ledger sums to zero', async () => {
    const before = await balances('demo1');
    const other = await balances('demo2');
    const quoted = (await quote('fromCoin=USDT&toCoin=BTC&point=100')).body.data!;
    // The price moves after the quote: the quote still holds.
    t.source.set('BTCUSDT', 6_000_000);
    await t.clock.advance(1_000);
    const converted = await convert({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      point: '100',
      quoteId: quoted.quoteId,
    });
    expect(converted.statusCode).toBe(200);
    const after = await balances('demo1');
    expect(after.USDT).toBe(before.USDT! - 100_000_000n);
    expect(after.BTC).toBe(before.BTC! + 199_800n);
    expect(converted.body.data!.wallet.BTC.point).toBe((Number(after.BTC) / 1e8).toString());

    const again = await convert({ fromCoin: 'USDT', toCoin: 'BTC', point: '100', quoteId: quoted.quoteId });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balances('demo1')).toEqual(after);

    const sent = await call<DnwHistory>(t.app, {
      method: 'POST',
      url: '/api/dnw/transfer?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(demo1) },
      payload: { walletType: 'BTC', point: quoted.receive, username: 'demo2' },
    });
    expect(sent.body.data).toMatchObject({ type: 'CO', point: '0.001998' });
    expect((await balances('demo1')).BTC).toBe(before.BTC);
    expect((await balances('demo2')).BTC).toBe(other.BTC! + 199_800n);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('refuses an expired quote, another player’s, or one for other amounts, and moves nothing', async () => {
    const before = await balances('demo1');
    const quoted = (await quote('fromCoin=USDT&toCoin=ETH&point=10')).body.data!;
    const demo2 = await tokenOf(t.app, 'demo2');
    const foreign = (await quote('fromCoin=USDT&toCoin=ETH&point=10', demo2)).body.data!;
    const cases: Array<[object, string]> = [
      [{ fromCoin: 'USDT', toCoin: 'ETH', point: '11', quoteId: quoted.quoteId }, 'CONVERT_QUOTE_INVALID'],
      [{ fromCoin: 'USDT', toCoin: 'BTC', point: '10', quoteId: quoted.quoteId }, 'CONVERT_QUOTE_INVALID'],
      [{ fromCoin: 'USDT', toCoin: 'ETH', point: '10', quoteId: foreign.quoteId }, 'CONVERT_QUOTE_INVALID'],
      [{ fromCoin: 'USDT', toCoin: 'ETH', point: '10', quoteId: 'not-a-uuid' }, 'VALIDATION'],
    ];
    for (const [payload, code] of cases) expect(errorOf((await convert(payload)).body)?.code).toBe(code);
    await t.clock.advance(QUOTE_TTL_MS);
    const late = await convert({ fromCoin: 'USDT', toCoin: 'ETH', point: '10', quoteId: quoted.quoteId });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late.body)).toEqual({
      code: 'CONVERT_QUOTE_EXPIRED',
      message: '환율 견적이 만료되었습니다. 다시 시도해주세요.',
    });
    const tooMuch = await convert({
      fromCoin: 'BTC',
      toCoin: 'USDT',
      point: formatUnits(before.BTC! + 1n, 8),
    });
    expect(errorOf(tooMuch.body)?.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balances('demo1')).toEqual(before);
  });

  it('without a quote converts at the price of the moment, once per Idempotency-Key', async () => {
    const before = await balances('demo1');
    const key = { 'idempotency-key': 'eth-now-1' };
    const first = await convert({ fromCoin: 'ETH', toCoin: 'USDT', point: '1' }, key);
    expect(first.statusCode).toBe(200);
    const again = await convert({ fromCoin: 'ETH', toCoin: 'USDT', point: '1' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await balances('demo1');
    // 1 ETH at 2,500 USDT, less 0.1 %.
    expect(after.ETH).toBe(before.ETH! - 100_000_000n);
    expect(after.USDT).toBe(before.USDT! + 2_497_500_000n);
    expect(await ledgerSumsToZero()).toBe(true);
  });
});
