import type { FuturesCross, FuturesLeverage, FuturesOrder, FuturesPosition } from '@bx/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorOf, HOSTS } from '../../helper.js';
import {
  BTC,
  buildFuturesApp,
  checkFuturesMoney,
  dataOf,
  futures,
  futuresBalance,
  moveTo,
  tokenOf,
  USDT,
  type FuturesApp,
} from './futures-helper.js';

const START = 10_000n * USDT;
const BTC_START = 6_500_000; // 65,000.00

let t: FuturesApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function open(options?: { fundingIntervalMs?: number }) {
  t = await buildFuturesApp(options);
  return { ...t, token: await tokenOf(t.app, 'demo1') };
}

const order = (token: string, body: object) =>
  futures<FuturesOrder>(t!.app, token, 'POST', '/order', { futuresOptionId: BTC, ...body });
const positions = async (token: string) =>
  dataOf(await futures<FuturesPosition[]>(t!.app, token, 'GET', '/history/open_position'));

/** 10x isolated: a long of 0.1 BTC holds 650 USDT at 65,000. */
async function isolated10x(token: string) {
  dataOf(
    await futures(t!.app, token, 'POST', '/order/margin_type', {
      futuresOptionId: BTC,
      marginType: 'ISOLATED',
    }),
  );
  dataOf(await futures(t!.app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
}

describe('futures calls refuse what they must', () => {
  it('refuses visitors, operators, denied players and sites without futures', async () => {
    const { app } = await open();
    expect((await futures(app, null, 'POST', '/order', { futuresOptionId: BTC })).statusCode).toBe(401);
    const admin = await tokenOf(app, 'admin');
    const byAdmin = await order(admin, { marketType: 'MARKET', tradeType: 'B', qty: '0.01' });
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin.body)?.code).toBe('NO_PERMISSION');
    const denied = await tokenOf(app, 'demo2');
    await app.db.query(`UPDATE app_user SET status = 'DENY' WHERE username = 'demo2'`);
    const byDenied = await order(denied, { marketType: 'MARKET', tradeType: 'B', qty: '0.01' });
    expect([byDenied.statusCode, errorOf(byDenied.body)?.code]).toEqual([403, 'ACCOUNT_DENIED']);
    // Site 33 does not offer futures (flags 111011).
    const site33 = await futures(app, null, 'GET', '/history/open_order', undefined, '', {
      id: 33,
      host: HOSTS.site33,
    });
    expect([401, 403]).toContain(site33.statusCode);
  });

  it('answers each bad order with its reason, in Korean and on the English site in English', async () => {
    const { app, token } = await open();
    const cases: Array<[object, string]> = [
      [{ marketType: 'MARKET', tradeType: 'B', qty: '0.0001' }, 'FUTURES_QTY_INVALID'],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '0.0001', amount: '10' }, 'FUTURES_QTY_INVALID'],
      [{ marketType: 'MARKET', tradeType: 'B' }, 'FUTURES_QTY_INVALID'],
      [{ marketType: 'MARKET', tradeType: 'B', amount: '1' }, 'FUTURES_MIN_NOTIONAL'],
      [{ marketType: 'LIMIT', tradeType: 'B', qty: '0.01' }, 'FUTURES_PRICE_INVALID'],
      [{ marketType: 'LIMIT', tradeType: 'B', qty: '0.01', price: '64000.05' }, 'FUTURES_PRICE_INVALID'],
      [
        { marketType: 'STOPMARKET', tradeType: 'B', qty: '0.01', stopPrice: '65000' },
        'FUTURES_WOULD_TRIGGER',
      ],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '0.01', reduceOnly: true }, 'REDUCE_ONLY_REJECTED'],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '0.01', takeProfit: '64000' }, 'TP_PRICE_CROSSED'],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '0.01', stopLoss: '66000' }, 'SL_PRICE_CROSSED'],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '10' }, 'INSUFFICIENT_BALANCE'],
      [{ marketType: 'MARKET', tradeType: 'B', qty: '1000' }, 'MAX_QUANTITY_EXCEEDED'],
    ];
    for (const [body, code] of cases) {
      const answer = await order(token, body);
      expect([answer.statusCode, errorOf(answer.body)?.code], JSON.stringify(body)).toEqual([400, code]);
      expect(errorOf(answer.body)?.message).toMatch(/[가-힣]/);
    }
    const bad = await futures(app, token, 'POST', '/order', {
      futuresOptionId: BTC,
      marketType: 'MARKET',
      tradeType: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)?.code).toBe('VALIDATION');
    const english = await tokenOf(app, 'demo1', 15);
    const minimum = await futures(
      app,
      english,
      'POST',
      '/order',
      { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', amount: '1' },
      '',
      { id: 15, host: HOSTS.site15 },
    );
    expect(errorOf(minimum.body)?.message).toBe('The minimum order is 10 USDT.');
    expect(await futuresBalance(app, 'demo1')).toBe(START);
  });

  it('follows Binance on leverage and margin type', async () => {
    const { app, token } = await open();
    const setLeverage = (leverage: number) =>
      futures<FuturesLeverage>(app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage });
    expect(errorOf((await setLeverage(126)).body)?.code).toBe('VALIDATION');
    expect(
      errorOf(
        (await futures(app, token, 'POST', '/order/leverage', { futuresOptionId: 3, leverage: 100 })).body,
      )?.code,
    ).toBe('LEVERAGE_OUT_OF_RANGE');
    await isolated10x(token);
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    const locked = await futures(app, token, 'POST', '/order/margin_type', {
      futuresOptionId: BTC,
      marginType: 'CROSS',
    });
    expect(errorOf(locked.body)?.code).toBe('MARGIN_TYPE_LOCKED');
    expect(errorOf((await setLeverage(5)).body)?.code).toBe('LEVERAGE_LOCKED_BY_POSITION');
    expect(dataOf(await setLeverage(20)).leverage).toBe(20);
    // 20x caps a position at 10,000,000 USDT: 0.1 BTC fits; 125x caps it at 50,000.
    expect(dataOf(await setLeverage(125)).maxNotional).toBe('50000');
    const [position] = await positions(token);
    expect(position!.leverage).toBe(125);
    const removeTooMuch = await futures(app, token, 'POST', '/order/margin', {
      futuresPositionId: position!.id,
      amount: '650',
      type: 'REMOVE',
    });
    expect(errorOf(removeTooMuch.body)?.code).toBe('INSUFFICIENT_ISOLATED_MARGIN');
    await checkFuturesMoney(app);
  });
});

describe('futures positions', () => {
  it('opens a 10x long at market: margin, fee, entry, PnL and ROE as Binance computes them', async () => {
    const { app, token } = await open();
    dataOf(await futures(app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
    const filled = dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    expect(filled).toMatchObject({ status: 'FILLED', filledPrice: '65000.00', fee: '2.6', qty: '0.1' });
    // 6,500 notional at 10x holds 650; the taker fee is 0.04 %.
    expect(await futuresBalance(app, 'demo1')).toBe(START - 650n * USDT - 2_600_000n);
    await moveTo(t!, 'BTCUSDT', 6_565_000);
    const [position] = await positions(token);
    expect(position).toMatchObject({
      side: 'LONG',
      qty: '0.1',
      entryPrice: '65000.00',
      markPrice: '65650.00',
      margin: '650',
      unrealizedPnl: '65',
      roe: '10',
      marginType: 'CROSS',
    });
    const cross = dataOf(await futures<FuturesCross>(app, token, 'GET', '/cross'));
    expect(cross.markPnl).toBe('65');
    await checkFuturesMoney(app);
  });

  it('sizes an order from USDT with the 0.0008 fee factor', async () => {
    const { app, token } = await open();
    dataOf(await futures(app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
    // 0.1 BTC at 65,000 and 10x costs 6,500 x (0.008 + 0.9996) / 10 = 654.94 USDT.
    expect(dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', amount: '654.94' })).qty).toBe(
      '0.1',
    );
    expect(dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', amount: '654.93' })).qty).toBe(
      '0.099',
    );
    const per = dataOf(
      await futures<{ maxBuyQty: string }>(
        app,
        token,
        'GET',
        '/order/qty_per',
        undefined,
        `&futuresOptionId=${BTC}&leverage=10`,
      ),
    );
    expect(Number(per.maxBuyQty)).toBeGreaterThan(1);
  });

  it('liquidates a 10x isolated long once its margin balance is at or below its maintenance margin, not one tick before', async () => {
    const { app, token } = await open();
    const publish = vi.spyOn(app.realtime, 'publishToUser');
    await isolated10x(token);
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    const [position] = await positions(token);
    // (650 - 6,500) / (0.1 x 0.004 - 0.1) = 58,734.9397...: shown up to the tick (0.10), 58,735.00.
    expect(position!.liquidationPrice).toBe('58735.00');
    await moveTo(t!, 'BTCUSDT', 5_873_510);
    expect(await positions(token)).toHaveLength(1);
    const warned = publish.mock.calls.some(
      ([, , body]) => (body as { type?: string }).type === 'POSITION_WARN',
    );
    expect(warned).toBe(true);
    // At the shown price the margin balance (650 - 626.50 = 23.50) is still above the maintenance margin
    // (5,873.50 x 0.4 % = 23.494): the position stays (engine.md Corrections 5).
    await moveTo(t!, 'BTCUSDT', 5_873_500);
    expect(await positions(token)).toHaveLength(1);
    await moveTo(t!, 'BTCUSDT', 5_873_490);
    expect(await positions(token)).toHaveLength(0);
    const liquid = publish.mock.calls.find(
      ([, , body]) => (body as { type?: string }).type === 'POSITION_LIQUID',
    );
    expect(liquid).toBeDefined();
    const history = dataOf(await futures<{ content: FuturesOrder[] }>(app, token, 'GET', '/history/list'));
    // Margin 650 - loss 626.51 - close fee 2.349396 leaves 21.140604 of the 23.49396 maintenance margin: the fee.
    expect(history.content[0]).toMatchObject({
      marketType: 'LIQUIDATION',
      status: 'FILLED',
      filledPrice: '58734.90',
      fee: '2.349396',
      liquidationFee: '21.140604',
    });
    // The isolated margin is gone; the rest of the wallet is untouched.
    expect(await futuresBalance(app, 'demo1')).toBe(START - 650n * USDT - 2_600_000n);
    await checkFuturesMoney(app);
  });

  it('one bad tick liquidates no one: the mark is a median of recent ticks', async () => {
    const { app, token } = await open();
    await isolated10x(token);
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    t!.source.set('BTCUSDT', 3_000_000);
    await t!.clock.advance(500);
    await moveTo(t!, 'BTCUSDT', BTC_START);
    expect(await positions(token)).toHaveLength(1);
    await checkFuturesMoney(app);
  });

  it('a take-profit closes the position when the price reaches it and pays the profit', async () => {
    const { app, token } = await open();
    dataOf(await futures(app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    const [position] = await positions(token);
    const rejected = await futures(app, token, 'POST', '/order/tpsl', {
      futuresPositionId: position!.id,
      takeProfit: '64000',
      stopLoss: null,
    });
    expect(errorOf(rejected.body)?.code).toBe('TP_PRICE_CROSSED');
    const set = dataOf(
      await futures<FuturesPosition>(app, token, 'POST', '/order/tpsl', {
        futuresPositionId: position!.id,
        takeProfit: '65500',
        stopLoss: '60000',
        isMarkTp: false,
      }),
    );
    expect(set.takeProfit).toMatchObject({ price: '65500.00', isMark: false });
    expect(set.stopLoss).toMatchObject({ price: '60000.00', isMark: true });
    const sltp = dataOf(await futures<FuturesOrder[]>(app, token, 'GET', '/history/open_sltp'));
    expect(sltp.map((o) => o.marketType).sort()).toEqual(['STOPLOSS', 'TAKEPROFIT']);
    await moveTo(t!, 'BTCUSDT', 6_560_000);
    expect(await positions(token)).toHaveLength(0);
    // Profit 0.1 x 600 = 60; fees 2.6 at the open and 0.1 x 65,600 x 0.04 % = 2.624 at the close.
    expect(await futuresBalance(app, 'demo1')).toBe(START + 60n * USDT - 2_600_000n - 2_624_000n);
    // The stop-loss went with the position.
    expect(dataOf(await futures<FuturesOrder[]>(app, token, 'GET', '/history/open_sltp'))).toEqual([]);
    await checkFuturesMoney(app);
  });

  it('a resting limit holds its cost, fills when the price crosses it, and a cancel gives the hold back', async () => {
    const { app, token } = await open();
    dataOf(await futures(app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
    const resting = dataOf(
      await order(token, { marketType: 'LIMIT', tradeType: 'B', qty: '0.1', price: '64000' }),
    );
    expect(resting).toMatchObject({ status: 'OPEN', margin: '644.864' });
    const other = dataOf(
      await order(token, { marketType: 'LIMIT', tradeType: 'B', qty: '0.1', price: '60000' }),
    );
    await checkFuturesMoney(app);
    dataOf(await futures(app, token, 'POST', '/order/cancel', { id: other.id }));
    await moveTo(t!, 'BTCUSDT', 6_390_000);
    const [position] = await positions(token);
    expect(position).toMatchObject({ entryPrice: '64000.00', qty: '0.1' });
    expect(dataOf(await futures<FuturesOrder[]>(app, token, 'GET', '/history/open_order'))).toEqual([]);
    expect(await futuresBalance(app, 'demo1')).toBe(START - 640n * USDT - 2_560_000n);
    await checkFuturesMoney(app);
  });

  it('a reduce-only close takes the position back at market', async () => {
    const { app, token } = await open();
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'S', qty: '0.1' }));
    const [position] = await positions(token);
    await moveTo(t!, 'BTCUSDT', 6_400_000);
    const closed = dataOf(
      await order(token, { marketType: 'MARKET', tradeType: 'B', futuresPositionId: position!.id }),
    );
    expect(closed).toMatchObject({ reduceOnly: true, realizedPnl: '100' });
    expect(await positions(token)).toHaveLength(0);
    await checkFuturesMoney(app);
  });
});

describe('futures funding', () => {
  it('books once per position and funding time, across a restart and a missed time', async () => {
    const { app, token, clock } = await open({ fundingIntervalMs: 60_000 });
    dataOf(await order(token, { marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    const afterOpen = await futuresBalance(app, 'demo1');
    await clock.advance(60_000);
    // 0.1 x 65,000 x 0.01 % = 0.65, paid by the long.
    expect(await futuresBalance(app, 'demo1')).toBe(afterOpen - 650_000n);
    expect((await positions(token))[0]!.fundingFee).toBe('-0.65');
    await app.futures.stop();
    await app.futures.start();
    expect(await futuresBalance(app, 'demo1')).toBe(afterOpen - 650_000n);
    await app.futures.stop();
    await clock.advance(60_000);
    expect(await futuresBalance(app, 'demo1')).toBe(afterOpen - 650_000n);
    await app.futures.start();
    expect(await futuresBalance(app, 'demo1')).toBe(afterOpen - 1_300_000n);
    const rows = await app.db.query('SELECT * FROM futures_funding');
    expect(rows).toHaveLength(2);
    expect((await positions(token))[0]!.fundingFee).toBe('-1.3');
    await checkFuturesMoney(app);
  });
});
