import {
  formatUnits,
  type CoinAddress,
  type ConvertQuote,
  type DnwHistory,
  type MyWallet,
  type WalletKrwRates,
} from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEMP_ADDRESS_TTL_MS } from '../../../src/services/coin-service.js';
import { buildTradeApp, tokenOf, type TradeApp } from '../../engines/binary/trade-helper.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';
import { ledgerSumsToZero as ledgerSums, walletBalances } from '../../ledger-checks.js';
import { stompClients, subscribeConfirmed } from '../../realtime/stomp-clients.js';

let t: TradeApp;
let demo1: string;
let demo2: string;
let trader1: string;
let admin: string;
const stomp = stompClients();
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const SOMEONE_ELSES_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  t = await buildTradeApp();
  // BTCUSDT 50,000.00 and USDTKRW 1,400.00 (price units of 10^-2), on the bus from the first tick.
  t.source.set('BTCUSDT', 5_000_000);
  t.source.set('USDTKRW', 140_000);
  // DOGEUSDT 0.16000 (precision 5): DOGE converts to nothing, yet its won worth counts in the asset total.
  t.source.set('DOGEUSDT', 16_000);
  await t.clock.advance(1_000);
  await stomp.listen(t.app);
  demo1 = await tokenOf(t.app, 'demo1');
  demo2 = await tokenOf(t.app, 'demo2');
  trader1 = await tokenOf(t.app, 'trader1');
  admin = await tokenOf(t.app, 'admin');
});
afterAll(async () => {
  await stomp.closeAll();
  await t.app.close();
});

function post<T>(url: string, payload: object, token: string, headers: Record<string, string> = {}) {
  return call<T>(t.app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token), ...headers },
    payload,
  });
}

function get<T>(url: string, token?: string) {
  return call<T>(t.app, {
    method: 'GET',
    url,
    headers: { host: HOSTS.main, ...(token === undefined ? {} : bearer(token)) },
  });
}

function balances(username: string): Promise<Record<string, bigint>> {
  return walletBalances(t.app.db, username);
}

function ledgerSumsToZero(): Promise<boolean> {
  return ledgerSums(t.app.db);
}

/** What a refusal must leave alone: rows, addresses, transfers and balances. */
async function snapshot() {
  const [row] = await t.app.db.query(
    `SELECT (SELECT count(*)::int FROM dnw_history) AS requests, (SELECT count(*)::int FROM coin_address) AS addresses,
       (SELECT count(*)::int FROM transfer) AS transfers,
       (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_account WHERE balance <> 0) AS balances`,
  );
  return row;
}

const chainDeposit = (payload: object, token = admin) =>
  post<DnwHistory>('/api/admin/wallet/chain_deposit', payload, token);

describe('deposit addresses', () => {
  it('refuses visitors, operators, coins the site does not take and malformed bodies, issuing nothing', async () => {
    const before = await snapshot();
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/wallet/generate?siteInfoId=1',
      headers: { host: HOSTS.main },
      payload: { coinName: 'BTC' },
    });
    expect(anonymous.statusCode).toBe(401);
    const operator = await post('/api/wallet/generate', { coinName: 'BTC' }, admin);
    expect([operator.statusCode, errorOf(operator.body)?.code]).toEqual([403, 'NO_PERMISSION']);
    // Site 1 takes deposits of USDT, BTC and ETH only.
    for (const coinName of ['XRP', 'KRW', 'FUTURES']) {
      const { statusCode, body } = await post('/api/wallet/temp-generate', { coinName }, demo1);
      expect([statusCode, errorOf(body)?.code], coinName).toEqual([400, 'COIN_UNSUPPORTED']);
    }
    for (const payload of [{}, { coinName: 'BTC', extra: 1 }, { coinName: 'B'.repeat(17) }]) {
      const { statusCode } = await post('/api/wallet/generate', payload, demo1);
      expect(statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badOwn = await post('/api/wallet/generate', { coinName: 'BTC', address: '0x1234' }, demo1);
    expect(errorOf(badOwn.body)).toMatchObject({
      code: 'ADDRESS_INVALID',
      message: '주소 형식이 올바르지 않습니다.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('gives a player one lasting address per coin, saves their own withdrawal address, and issues temporary ones', async () => {
    const first = await post<CoinAddress>('/api/wallet/generate', { coinName: 'USDT' }, demo1);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ coinName: 'USDT', network: 'TRC20', tag: null, expiresAt: null });
    expect(first.body.data!.address).toMatch(TRC20);
    const again = await post<CoinAddress>(
      '/api/wallet/generate',
      { coinName: 'USDT', address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', bankInfo: '' },
      demo1,
    );
    expect(again.body.data).toEqual({
      ...first.body.data,
      withdrawAddress: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
    });
    const other = await post<CoinAddress>('/api/wallet/generate', { coinName: 'USDT' }, demo2);
    expect(other.body.data!.address).not.toBe(first.body.data!.address);

    const temp = await post<CoinAddress>('/api/wallet/temp-generate', { coinName: 'USDT' }, demo1);
    expect(temp.body.data!.address).toMatch(TRC20);
    expect(temp.body.data!.address).not.toBe(first.body.data!.address);
    expect(temp.body.data!.expiresAt).toBe(t.clock.now() + TEMP_ADDRESS_TTL_MS);
  });
});

describe('chain deposits through the local chain simulator', () => {
  it('is an operator call for addresses of their own site', async () => {
    const { body } = await post<CoinAddress>('/api/wallet/generate', { coinName: 'BTC' }, demo1);
    const before = await snapshot();
    const deposit = { coinName: 'BTC', address: body.data!.address, amount: '0.1', txId: 'refused-1' };
    const player = await chainDeposit(deposit, demo2);
    expect([player.statusCode, errorOf(player.body)?.code]).toEqual([403, 'NO_PERMISSION']);
    const unknown = await chainDeposit({ ...deposit, address: SOMEONE_ELSES_BTC });
    expect([unknown.statusCode, errorOf(unknown.body)?.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    const site15Admin = await tokenOf(t.app, 'admin', 15);
    const elsewhere = await call(t.app, {
      method: 'POST',
      url: '/api/admin/wallet/chain_deposit?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(site15Admin) },
      payload: deposit,
    });
    expect([elsewhere.statusCode, errorOf(elsewhere.body)?.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    for (const bad of [
      { ...deposit, amount: '0' },
      { ...deposit, amount: '0.000000001' },
    ]) {
      const { statusCode } = await chainDeposit(bad);
      expect(statusCode, bad.amount).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("credits the player's coin wallet once per transaction, and pushes it", async () => {
    const { body } = await post<CoinAddress>('/api/wallet/generate', { coinName: 'BTC' }, demo2);
    const points = await subscribeConfirmed(await stomp.connect(demo2), '/user/queue/point');
    const before = await balances('demo2');
    const deposit = { coinName: 'BTC', address: body.data!.address, amount: '0.25', txId: 'btc-tx-1' };
    const credited = await chainDeposit(deposit);
    expect(credited.statusCode).toBe(200);
    expect(credited.body.data).toMatchObject({
      type: 'D',
      status: 'DONE',
      wallet: 'BTC',
      currency: 'BTC',
      point: '0.25',
      address: body.data!.address,
    });
    const replay = await chainDeposit(deposit);
    expect(replay.body.data).toEqual(credited.body.data);
    // The same transaction reported for another player's address credits nobody.
    const mine = await post<CoinAddress>('/api/wallet/generate', { coinName: 'BTC' }, demo1);
    const conflicting = await chainDeposit({ ...deposit, address: mine.body.data!.address });
    expect([conflicting.statusCode, errorOf(conflicting.body)?.code]).toEqual([409, 'CHAIN_TX_CONFLICT']);
    expect((await balances('demo2')).BTC).toBe(before.BTC! + 25_000_000n);
    await expect.poll(() => points.length).toBe(1);
    expect(JSON.parse(points[0]!.body)).toMatchObject({ type: 'BTC', data: { point: '1.25' } });
    const list = await get<DnwHistory[]>('/api/dnw/list?siteInfoId=1&resultType=LIST&typeStrs=D', demo2);
    expect(list.body.data!.filter((row) => row.wallet === 'BTC')).toHaveLength(1);
    expect(await ledgerSumsToZero()).toBe(true);
  });
});

describe('buying and selling coins for won', () => {
  it('quotes won against the coins the site sells', async () => {
    const { body } = await get<ConvertQuote>(
      '/api/dnw/exchange_rate?siteInfoId=1&fromCoin=MONEY&toCoin=BTC&point=7000000',
      demo1,
    );
    // 7,000,000 won / (50,000 x 1,400) = 0.1 BTC, less 0.1 %.
    expect(body.data).toMatchObject({
      fromCoin: 'MONEY',
      toCoin: 'BTC',
      receive: '0.0999',
      rate: '0.000000014285714285',
    });
    for (const query of ['fromCoin=MONEY&toCoin=ETH&point=10000', 'fromCoin=XRP&toCoin=MONEY&point=1']) {
      const refused = await get(`/api/dnw/exchange_rate?siteInfoId=1&${query}`, demo1);
      expect(errorOf(refused.body)?.code, query).toBe('COIN_UNSUPPORTED');
    }
  });

  it('refuses operators, coins not for sale and amounts the wallet lacks, moving nothing', async () => {
    const before = await snapshot();
    const operator = await post('/api/dnw/buy/apply', { coinName: 'BTC', point: '10000' }, admin);
    expect([operator.statusCode, errorOf(operator.body)?.code]).toEqual([403, 'NO_PERMISSION']);
    const eth = await post('/api/dnw/buy/apply', { coinName: 'ETH', point: '10000' }, demo1);
    expect(errorOf(eth.body)?.code).toBe('COIN_UNSUPPORTED');
    const fractionOfWon = await post('/api/dnw/buy/apply', { coinName: 'BTC', point: '10000.5' }, demo1);
    expect(errorOf(fractionOfWon.body)?.code).toBe('AMOUNT_TOO_PRECISE');
    const beyond = formatUnits((await balances('demo1')).BTC! + 1n, 8);
    const tooMuch = await post('/api/dnw/sell/apply', { coinName: 'BTC', point: beyond }, demo1);
    expect(errorOf(tooMuch.body)?.code).toBe('INSUFFICIENT_BALANCE');
    const extra = await post('/api/dnw/sell/apply', { coinName: 'BTC', point: '1', extra: true }, demo1);
    expect(extra.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('books exactly the quoted amounts, and a retried key books nothing again', async () => {
    const before = await balances('trader1');
    const { body: quoted } = await get<ConvertQuote>(
      '/api/dnw/exchange_rate?siteInfoId=1&fromCoin=MONEY&toCoin=BTC&point=700000',
      trader1,
    );
    const bought = await post<MyWallet>(
      '/api/dnw/buy/apply',
      { coinName: 'BTC', point: '700000', quoteId: quoted.data!.quoteId },
      trader1,
    );
    expect(bought.statusCode).toBe(200);
    const afterBuy = await balances('trader1');
    expect(afterBuy.MONEY).toBe(before.MONEY! - 700_000n);
    expect(afterBuy.BTC).toBe(before.BTC! + 999_000n);

    // 0.01 BTC x 50,000 x 1,400 = 700,000 won, less 0.1 %.
    const key = { 'idempotency-key': 'sell-once-1' };
    const sold = await post<MyWallet>(
      '/api/dnw/sell/apply',
      { coinName: 'BTC', point: '0.01' },
      trader1,
      key,
    );
    const again = await post<MyWallet>(
      '/api/dnw/sell/apply',
      { coinName: 'BTC', point: '0.01' },
      trader1,
      key,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(sold.body.data);
    const afterSell = await balances('trader1');
    expect(afterSell.BTC).toBe(afterBuy.BTC! - 1_000_000n);
    expect(afterSell.MONEY).toBe(afterBuy.MONEY! + 699_300n);
    expect(sold.body.data!.money).toBe(String(afterSell.MONEY));
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it('prices every wallet in won for the asset screen', async () => {
    const { statusCode, body } = await get<WalletKrwRates>('/api/wallet/krw_rates?siteInfoId=1');
    expect(statusCode).toBe(200);
    expect(body.data!.rates).toMatchObject({
      MONEY: '1',
      USDT: '1400',
      FUTURES: '1400',
      BTC: '70000000',
      // 0.16 x 1,400: the futures pair prices the DOGE wallet; the market data trades no EOS pair.
      DOGE: '224',
      EOS: null,
    });
  });
});

describe('coin withdrawals', () => {
  it('refuses bad destinations and more than the wallet holds, holding nothing', async () => {
    const before = await snapshot();
    const beyond = formatUnits((await balances('demo1')).BTC! + 1n, 8);
    for (const [payload, code] of [
      [{ point: '0.1', walletType: 'BTC', address: '0xnot-a-btc-address' }, 'ADDRESS_INVALID'],
      [{ point: '0.1', walletType: 'ETH' }, 'ADDRESS_INVALID'],
      [{ point: '0.1', walletType: 'BTC', address: SOMEONE_ELSES_BTC, tag: '1' }, 'VALIDATION'],
      [
        { point: '0.1', walletType: 'XRP', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe' },
        'COIN_UNSUPPORTED',
      ],
      [{ point: beyond, walletType: 'BTC', address: SOMEONE_ELSES_BTC }, 'WITHDRAW_EXCEEDS_BALANCE'],
      [{ point: '0.000000001', walletType: 'BTC', address: SOMEONE_ELSES_BTC }, 'AMOUNT_TOO_PRECISE'],
    ] as const) {
      const { body } = await post('/api/dnw/withdraw/apply', payload, demo1);
      expect(errorOf(body)?.code, JSON.stringify(payload)).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('holds the coins while it waits beside a won withdrawal, and gives them back on rejection', async () => {
    const before = await balances('demo1');
    const coin = await post<DnwHistory>(
      '/api/dnw/withdraw/apply',
      { point: '0.2', walletType: 'BTC', address: SOMEONE_ELSES_BTC },
      demo1,
    );
    expect(coin.body.data).toMatchObject({
      type: 'W',
      status: 'WAIT',
      wallet: 'BTC',
      point: '0.2',
      address: SOMEONE_ELSES_BTC,
      bankInfo: null,
    });
    const won = await post<DnwHistory>('/api/dnw/withdraw/apply', { point: '10000' }, demo1);
    expect(won.body.data).toMatchObject({ wallet: 'MONEY', status: 'WAIT' });
    const second = await post(
      '/api/dnw/withdraw/apply',
      { point: '0.1', walletType: 'BTC', address: SOMEONE_ELSES_BTC },
      demo1,
    );
    expect(errorOf(second.body)?.code).toBe('DNW_IN_PROGRESS');
    expect((await balances('demo1')).BTC).toBe(before.BTC! - 20_000_000n);

    const rejected = await post<DnwHistory>(
      '/api/admin/dnw/reject',
      { dnwHistoryId: coin.body.data!.id },
      admin,
    );
    expect(rejected.body.data!.status).toBe('REJECT');
    await get(`/api/dnw/cancel?siteInfoId=1&dnwHistoryId=${won.body.data!.id}`, demo1);
    expect(await balances('demo1')).toEqual(before);
    expect(await ledgerSumsToZero()).toBe(true);
  });

  it("withdraws to the player's saved address when none is sent, paid out on approval", async () => {
    const own = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
    await post('/api/wallet/generate', { coinName: 'USDT', address: own }, demo2);
    const before = await balances('demo2');
    const applied = await post<DnwHistory>(
      '/api/dnw/withdraw/apply',
      { point: '12.5', walletType: 'USDT' },
      demo2,
    );
    expect(applied.body.data).toMatchObject({
      wallet: 'USDT',
      address: own,
      currency: 'USDT',
      point: '12.5',
    });
    const approved = await post<DnwHistory>(
      '/api/admin/dnw/approve',
      { dnwHistoryId: applied.body.data!.id },
      admin,
    );
    expect(approved.body.data!.status).toBe('DONE');
    expect((await balances('demo2')).USDT).toBe(before.USDT! - 12_500_000n);
    expect(await ledgerSumsToZero()).toBe(true);
  });
});

describe('coupons', () => {
  const create = (payload: object, token = admin) => post('/api/admin/coupon', payload, token);
  const use = (payload: object, token: string) => post<DnwHistory>('/api/coupon/use', payload, token);

  it('lets only operators create codes, once per site', async () => {
    const coupon = {
      promoCode: 'welcome10',
      walletType: 'USDT',
      point: '10',
      maxUses: 2,
      expiresAt: t.clock.now() + 60_000,
    };
    const player = await create(coupon, demo1);
    expect(player.statusCode).toBe(403);
    const created = await create(coupon);
    expect(created.body.data).toMatchObject({
      promoCode: 'WELCOME10',
      wallet: 'USDT',
      currency: 'USDT',
      point: '10',
      uses: 0,
    });
    const twice = await create(coupon);
    expect(errorOf(twice.body)?.code).toBe('COUPON_EXISTS');
    const mismatch = await create({ ...coupon, promoCode: 'mismatch', currency: 'BTC' });
    expect(errorOf(mismatch.body)?.code).toBe('WALLET_UNSUPPORTED');
  });

  it('grants the bonus once per player, until it runs out or expires', async () => {
    const before = await snapshot();
    const unknown = await use({ promoCode: 'NOPE123', walletType: 'USDT' }, demo1);
    expect([unknown.statusCode, errorOf(unknown.body)?.message]).toEqual([404, '존재하지 않는 쿠폰입니다.']);
    const wrongWallet = await use({ promoCode: 'WELCOME10', walletType: 'BTC' }, demo1);
    expect(errorOf(wrongWallet.body)).toMatchObject({
      code: 'COUPON_WALLET_MISMATCH',
      message: '이 쿠폰은 USDT 지갑으로만 받을 수 있습니다.',
    });
    const noWallet = await use({ promoCode: 'WELCOME10', walletType: 'WON' }, demo1);
    expect(errorOf(noWallet.body)?.code).toBe('WALLET_UNSUPPORTED');
    const operator = await use({ promoCode: 'WELCOME10', walletType: 'USDT' }, admin);
    expect(operator.statusCode).toBe(403);
    const malformed = await use({ promoCode: 'a b', walletType: 'USDT' }, demo1);
    expect(malformed.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    const usdt = (await balances('demo1')).USDT!;
    const granted = await use({ promoCode: 'welcome10', walletType: 'USDT' }, demo1);
    expect(granted.body.data).toMatchObject({ type: 'PB', status: 'DONE', wallet: 'USDT', point: '10' });
    expect((await balances('demo1')).USDT).toBe(usdt + 10_000_000n);
    const again = await use({ promoCode: 'WELCOME10', walletType: 'USDT' }, demo1);
    expect(errorOf(again.body)).toMatchObject({
      code: 'COUPON_ALREADY_USED',
      message: '이미 사용한 쿠폰입니다.',
    });
    await use({ promoCode: 'WELCOME10', walletType: 'USDT' }, demo2);
    const third = await use({ promoCode: 'WELCOME10', walletType: 'USDT' }, trader1);
    expect(errorOf(third.body)?.code).toBe('COUPON_EXHAUSTED');

    await create({
      promoCode: 'SHORTLIVED',
      currency: 'KRW',
      point: '5000',
      maxUses: 9,
      expiresAt: t.clock.now() + 1_000,
    });
    await t.clock.advance(1_000);
    const late = await use({ promoCode: 'SHORTLIVED', walletType: 'MONEY' }, trader1);
    expect(errorOf(late.body)?.code).toBe('COUPON_EXPIRED');
    expect(await ledgerSumsToZero()).toBe(true);
  });
});
