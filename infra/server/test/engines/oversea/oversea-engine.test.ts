import type { OverseaOrder, OverseaPosition } from '@bx/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { OverseaEngine } from '../../../src/engines/oversea/oversea-engine.js';
import { errorOf } from '../../helper.js';
import {
  buildOverseaApp,
  checkMoney,
  CL,
  CME_CLOSE,
  HSI,
  money,
  NQ,
  oversea,
  tokenOf,
  type OverseaApp,
} from './oversea-helper.js';

// One NQ contract holds 24,000 USD x 1,380 x 0.1 = 3,312,000 KRW; one tick (0.25) is 5 USD = 6,900 KRW.
const NQ_MARGIN = 3_312_000n;
const NQ_TICK_KRW = 6_900n;
const START = 10_000_000n;

let t: OverseaApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function open(at?: number) {
  t = await buildOverseaApp({ start: at, holidays: [{ stock: 'CL', date: '2024-01-02' }] });
  return { ...t, demo3: await tokenOf(t.app, 'demo3') };
}

/** NQ's price in units (0.01): moves by whole ticks of 25. */
const nq = (ticks: number) => 2_100_000 + ticks * 25;

async function positions(app: OverseaApp['app'], token: string) {
  return (await oversea<OverseaPosition[]>(app, token, 'GET', '/open_position')).body.data!;
}

// Each test starts its own app (its own clock and start time): slow on a busy machine.
describe('overseas quick orders in virtual time', { timeout: 90_000 }, () => {
  it('refuses an order on a resting market with the holiday message, naming the stock', async () => {
    const { app, demo3 } = await open();
    for (const [id, stock] of [
      [CL, 'CL'],
      [HSI, 'HSI'],
    ] as const) {
      const { statusCode, body } = await oversea(app, demo3, 'POST', '/order', {
        overseaOptionId: id,
        marketType: 'MARKET',
        tradeType: 'B',
        qty: 1,
      });
      expect(statusCode).toBe(400);
      expect(errorOf(body)).toEqual({
        code: 'OVERSEA_MARKET_CLOSED',
        message: `${stock}종목이 현재 휴장중입니다.`,
      });
    }
    expect(await money(app, 'demo3')).toBe(START);
  });

  it('buys 3 contracts at market, values them per tick, and books the profit when closed', async () => {
    const { app, clock, source, demo3 } = await open();
    const { statusCode, body } = await oversea<OverseaOrder>(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: 3,
    });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ status: 'FILLED', filledPrice: '21000.00', qty: 3, isActive: false });
    expect(await money(app, 'demo3')).toBe(START - 3n * NQ_MARGIN);
    source.set('NQ', nq(4));
    await clock.advance(1_000);
    const [position] = await positions(app, demo3);
    expect(position).toMatchObject({ side: 'LONG', qty: 3, entryPrice: '21000.00', lastPrice: '21001.00' });
    expect(position!.pnl).toBe(String(4n * 3n * NQ_TICK_KRW));
    const close = await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'S',
      overseaPositionId: position!.id,
    });
    expect(close.statusCode).toBe(200);
    expect(await positions(app, demo3)).toEqual([]);
    expect(await money(app, 'demo3')).toBe(START + 4n * 3n * NQ_TICK_KRW);
    await checkMoney(app);
  });

  it('closes a position when the price crosses its take-profit, and a stop-loss the other way', async () => {
    const { app, clock, source, demo3 } = await open();
    await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'S',
      qty: 1,
    });
    const [short] = await positions(app, demo3);
    const tpsl = await oversea<OverseaPosition>(app, demo3, 'POST', '/order/tpsl', {
      overseaPositionId: short!.id,
      overseaOptionId: NQ,
      tpTick: 10,
      slTick: 10,
    });
    expect(tpsl.body.data).toMatchObject({ tpPrice: '20997.50', slPrice: '21002.50' });
    source.set('NQ', nq(-9));
    await clock.advance(1_000);
    expect(await positions(app, demo3)).toHaveLength(1);
    source.set('NQ', nq(-11));
    await clock.advance(1_000);
    expect(await positions(app, demo3)).toEqual([]);
    const history = await oversea<{ content: OverseaPosition[] }>(app, demo3, 'GET', '/history/list');
    expect(history.body.data!.content[0]).toMatchObject({
      closeReason: 'TAKEPROFIT',
      closePrice: '20997.25',
    });
    expect(history.body.data!.content[0]!.realizedPnl).toBe(String(11n * NQ_TICK_KRW));
    expect(await money(app, 'demo3')).toBe(START + 11n * NQ_TICK_KRW);
    await checkMoney(app);
  });

  it('rests a limit order with its margin held, fills it when the price crosses, and cancels another', async () => {
    const { app, clock, source, demo3 } = await open();
    const resting = await oversea<OverseaOrder>(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'LIMIT',
      tradeType: 'B',
      qty: 1,
      price: '20990.00',
    });
    expect(resting.body.data).toMatchObject({ status: 'OPEN', isActive: true, margin: String(NQ_MARGIN) });
    const other = await oversea<OverseaOrder>(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'LIMIT',
      tradeType: 'S',
      qty: 1,
      price: '21050.00',
    });
    expect(await money(app, 'demo3')).toBe(START - 2n * NQ_MARGIN);
    const cancelled = await oversea<OverseaOrder>(app, demo3, 'POST', '/order/cancel', {
      id: other.body.data!.id,
    });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', isActive: false });
    expect(await money(app, 'demo3')).toBe(START - NQ_MARGIN);
    source.set('NQ', nq(-40));
    await clock.advance(1_000);
    const open_orders = await oversea<OverseaOrder[]>(app, demo3, 'GET', '/open_order');
    expect(open_orders.body.data).toEqual([]);
    expect(await positions(app, demo3)).toMatchObject([{ side: 'LONG', qty: 1, entryPrice: '20990.00' }]);
    expect(await money(app, 'demo3')).toBe(START - NQ_MARGIN);
    await checkMoney(app);
  });

  it('at the session end closes positions without overnight and keeps the overnight ones', async () => {
    const { app, clock, demo3 } = await open(CME_CLOSE - 60_000);
    const demo2 = await tokenOf(app, 'demo2');
    for (const token of [demo3, demo2])
      await oversea(app, token, 'POST', '/order', {
        overseaOptionId: NQ,
        marketType: 'MARKET',
        tradeType: 'B',
        qty: 1,
      });
    const [kept] = await positions(app, demo2);
    const overnight = await oversea<OverseaPosition>(app, demo2, 'POST', '/overnight', {
      overseaPositionId: kept!.id,
      isActive: true,
    });
    expect(overnight.body.data).toMatchObject({ isOvernight: true, margin: String(2n * NQ_MARGIN) });
    const again = await oversea(app, demo2, 'POST', '/overnight', {
      overseaPositionId: kept!.id,
      isActive: true,
    });
    expect(errorOf(again.body)?.code).toBe('OVERNIGHT_ALREADY_SET');
    await clock.advance(2 * 60_000);
    expect(await positions(app, demo3)).toEqual([]);
    const history = await oversea<{ content: OverseaPosition[] }>(app, demo3, 'GET', '/history/list');
    expect(history.body.data!.content[0]).toMatchObject({ closeReason: 'SESSION_END' });
    expect(await positions(app, demo2)).toMatchObject([{ id: kept!.id, isOvernight: true }]);
    expect(await money(app, 'demo3')).toBe(START);
    const closed = await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: 1,
    });
    expect(errorOf(closed.body)).toEqual({
      code: 'OVERSEA_MARKET_CLOSED',
      message: 'NQ종목이 현재 휴장중입니다.',
    });
    await checkMoney(app);
  });

  it("a follower's booking reaches the leader's triggers through the database", async () => {
    const { app, clock, source, demo3 } = await open();
    // A second engine on the same database that never leads: another instance taking calls.
    const follower = new OverseaEngine({
      db: app.db,
      repo: app.repos.oversea,
      ledger: app.repos.ledger,
      users: app.repos.users,
      market: app.market,
      clock,
    });
    const userId = (await app.repos.users.findByUsername(1, 'demo3'))!.id;
    await follower.placeOrder(userId, { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 1 });
    const [position] = await positions(app, demo3);
    await follower.setTpsl(userId, {
      overseaPositionId: position!.id,
      overseaOptionId: NQ,
      tpTick: 8,
      slTick: null,
    });
    await clock.advance(1_000);
    source.set('NQ', nq(8));
    await clock.advance(1_000);
    expect(await positions(app, demo3)).toEqual([]);
    const history = await oversea<{ content: OverseaPosition[] }>(app, demo3, 'GET', '/history/list');
    expect(history.body.data!.content[0]).toMatchObject({ id: position!.id, closeReason: 'TAKEPROFIT' });
    await checkMoney(app);
  });

  it('refuses overnight on the Hang Seng, whose position then closes with its morning session', async () => {
    // 11:59 in Hong Kong: the morning session ends at 12:00.
    const { app, clock, demo3 } = await open(Date.UTC(2024, 0, 3, 3, 59, 0));
    const order = await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: HSI,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: 1,
    });
    expect(order.statusCode).toBe(200);
    const [position] = await positions(app, demo3);
    // 110,000 HKD x 177 x 0.1
    expect(position).toMatchObject({ margin: '1947000', overnightAllowed: false });
    const overnight = await oversea(app, demo3, 'POST', '/overnight', {
      overseaPositionId: position!.id,
      isActive: true,
    });
    expect(overnight.statusCode).toBe(400);
    expect(errorOf(overnight.body)?.code).toBe('OVERNIGHT_UNAVAILABLE');
    await clock.advance(2 * 60_000);
    expect(await positions(app, demo3)).toEqual([]);
    expect(await money(app, 'demo3')).toBe(START);
    await checkMoney(app);
  });

  it('loss-cut: when the equity falls to half the held margin every position closes', async () => {
    const { app, clock, source, demo3 } = await open();
    await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: 2,
    });
    await oversea(app, demo3, 'POST', '/order', {
      overseaOptionId: 9,
      marketType: 'MARKET',
      tradeType: 'S',
      qty: 1,
    });
    expect(await positions(app, demo3)).toHaveLength(2);
    // Equity 10,000,000 + NQ's loss must fall to half of the held 2 x 3,312,000 + 2,070,000: 4,347,000, so
    // a loss of 5,653,000. 2 contracts lose 13,800 a tick: 405 ticks (5,589,000) keeps them, 420 does not.
    source.set('NQ', nq(-405));
    await clock.advance(1_000);
    expect(await positions(app, demo3)).toHaveLength(2);
    source.set('NQ', nq(-420));
    await clock.advance(1_000);
    expect(await positions(app, demo3)).toEqual([]);
    const history = await oversea<{ content: OverseaPosition[] }>(app, demo3, 'GET', '/history/list');
    expect(history.body.data!.content.map((p) => p.closeReason)).toEqual(['LIQUIDATION', 'LIQUIDATION']);
    expect(await money(app, 'demo3')).toBe(START - 420n * 2n * NQ_TICK_KRW);
    await checkMoney(app);
  });
});
