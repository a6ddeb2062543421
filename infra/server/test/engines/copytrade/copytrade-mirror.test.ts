import type { CopyFollow, CopyTrader, CopyTraderTrade, FuturesOrder, Page } from '@bx/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorOf } from '../../helper.js';
import {
  BTC,
  buildFuturesApp,
  checkFuturesMoney,
  dataOf,
  futures,
  futuresBalance,
  tokenOf,
  USDT,
  type FuturesApp,
} from '../futures/futures-helper.js';
import {
  copytrade,
  follow,
  followBody,
  mirrored,
  positionsOf,
  recordsOf,
  traderIdOf,
  traderOrder,
} from './copytrade-helper.js';

let t: FuturesApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function open() {
  t = await buildFuturesApp();
  const [trader, demo2, demo3] = await Promise.all(
    ['trader1', 'demo2', 'demo3'].map((u) => tokenOf(t!.app, u)),
  );
  return { t, trader: trader!, demo2: demo2!, demo3: demo3!, traderId: await traderIdOf(t) };
}

/** Moves all but `left` USDT of the player's FUTURES wallet out (a follower who cannot pay). */
async function drain(t: FuturesApp, username: string, left: bigint) {
  const user = (await t.app.repos.users.findByUsername(1, username))!;
  const balance = await futuresBalance(t.app, username);
  await t.app.repos.ledger.transfer({
    idempotencyKey: `test:drain:${user.id}`,
    debitAccountId: await t.app.repos.ledger.userAccountId(user.id, 'FUTURES'),
    creditAccountId: await t.app.repos.ledger.systemAccountId('EXTERNAL', 'USDT'),
    asset: 'USDT',
    amount: balance - left,
    code: 'WITHDRAW',
  });
}

describe('copy trading mirrors the trader', () => {
  it("opens and closes the followers' copies, sized by multiplyPer and skipped when they cannot pay", async () => {
    const { t, trader, demo2, demo3, traderId } = await open();
    await follow(t, demo2, followBody(traderId, { multiplyPer: 50, maxBet: '5000', oneMaxBet: '2000' }));
    await follow(t, demo3, followBody(traderId, { multiplyPer: 100, maxBet: '5000', oneMaxBet: '2000' }));
    await drain(t, 'demo3', 120n * USDT);
    // A copy takes each follower's own leverage (docs/copytrade.md "Settings"): all three at 10x here.
    for (const token of [trader, demo2, demo3])
      dataOf(await futures(t.app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));

    // 0.1 BTC at 65,000 and 10x: 650 USDT of margin for trader1, 0.05 BTC (325 USDT) for demo2 at 50 %.
    const opened = await traderOrder(t, trader, { tradeType: 'B', qty: '0.1' });
    expect(opened.status).toBe('FILLED');
    const [copied] = await positionsOf(t, demo2);
    expect([copied?.side, copied?.qty, copied?.leverage]).toEqual(['LONG', '0.05', 10]);
    const [record] = await recordsOf(t, demo2);
    expect(record).toMatchObject({
      kind: 'OPEN',
      status: 'FILLED',
      futuresTraderOrderId: opened.id,
      traderQty: '0.1',
      qty: '0.05',
      margin: '325',
    });
    // demo3 (120 USDT) cannot hold 650: skipped and told, with no position.
    expect(await positionsOf(t, demo3)).toEqual([]);
    const [skipped] = await recordsOf(t, demo3);
    expect(skipped).toMatchObject({ status: 'SKIPPED', skipReason: 'INSUFFICIENT_BALANCE', qty: '0' });
    expect(skipped?.message).toBe('잔액이 부족합니다.');
    expect(await positionsOf(t, trader)).toHaveLength(1);

    // Half closed: half of demo2's copy closes; all closed: the rest.
    const traderPosition = (await positionsOf(t, trader))[0]!;
    await traderOrder(t, trader, { tradeType: 'S', qty: '0.05', reduceOnly: true });
    expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.025');
    await traderOrder(t, trader, { tradeType: 'S', futuresPositionId: traderPosition.id });
    expect(await positionsOf(t, demo2)).toEqual([]);
    const kinds = (await recordsOf(t, demo2)).map((each) => `${each.kind}:${each.status}:${each.qty}`);
    expect(kinds).toEqual(['CLOSE:FILLED:0.025', 'CLOSE:FILLED:0.025', 'OPEN:FILLED:0.05']);
    // demo3 never held the copy: its closes are not news.
    expect(await recordsOf(t, demo3)).toHaveLength(1);

    // The trader's page: its fills, newest first.
    const trades = dataOf(
      await copytrade<Page<CopyTraderTrade>>(
        t.app,
        demo2,
        'GET',
        '/history/trader',
        undefined,
        `&traderId=${traderId}`,
      ),
    );
    expect(trades.content.map((each) => `${each.kind}:${each.qty}`)).toEqual([
      'CLOSE:0.05',
      'CLOSE:0.05',
      'OPEN:0.1',
    ]);
    expect(trades.content[2]).toMatchObject({
      tradeType: 'B',
      price: '65000.00',
      leverage: 10,
      margin: '650',
    });
    const traders = dataOf(await copytrade<Page<CopyTrader>>(t.app, demo2, 'GET', '/trader/list'));
    const me = traders.content.find((each) => each.id === traderId)!;
    expect(me).toMatchObject({ followerCount: 2, tradeCount: 2 });
    const mine = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'GET', '/follower'));
    expect(mine).toMatchObject({ traderId, copyCount: 3, usedBet: '0', status: 'FOLLOWING' });
    await checkFuturesMoney(t.app);
  });

  it('caps a copy by oneMaxBet and maxBet, and skips it when the limits are used up', async () => {
    const { t, trader, demo2, traderId } = await open();
    // 100 %: 0.1 BTC at 10x would hold 650; oneMaxBet 300 cuts it to 0.046 BTC (299 USDT).
    await follow(t, demo2, followBody(traderId, { multiplyPer: 100, maxBet: '400', oneMaxBet: '300' }));
    for (const token of [trader, demo2])
      dataOf(await futures(t.app, token, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
    await traderOrder(t, trader, { tradeType: 'B', qty: '0.1' });
    expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.046');
    // 101 USDT of maxBet left: 0.015 BTC (97.5 USDT).
    await traderOrder(t, trader, { tradeType: 'B', qty: '0.1' });
    expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.061');
    await traderOrder(t, trader, { tradeType: 'B', qty: '0.1' });
    const [last] = await recordsOf(t, demo2);
    expect(last).toMatchObject({ status: 'SKIPPED', skipReason: 'COPY_LIMIT_REACHED' });
    expect(Number((await positionsOf(t, demo2))[0]?.margin)).toBeLessThanOrEqual(400);
    await checkFuturesMoney(t.app);
  });

  it('lets the follower close a copy, and ends follows both ways', async () => {
    const { t, trader, demo2, demo3, traderId } = await open();
    await follow(t, demo2, followBody(traderId));
    const opened = await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
    const [record] = await recordsOf(t, demo2);
    const closeCopy = (body: object) =>
      futures<FuturesOrder>(t.app, demo2, 'POST', '/order/copytrade/close', body);
    const wrong = await closeCopy({
      futuresFollowerOrderId: record!.futuresFollowerOrderId,
      futuresTraderOrderId: 999,
    });
    expect([wrong.statusCode, errorOf(wrong.body)?.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const closed = dataOf(
      await closeCopy({
        futuresFollowerOrderId: record!.futuresFollowerOrderId,
        futuresTraderOrderId: opened.id,
        closePrice: null,
      }),
    );
    expect([closed.status, closed.reduceOnly, closed.qty]).toEqual(['FILLED', true, '0.005']);
    expect(await positionsOf(t, demo2)).toEqual([]);
    // Its position is gone: closing that copy again closes nothing.
    const again = await closeCopy({
      futuresFollowerOrderId: record!.futuresFollowerOrderId,
      futuresTraderOrderId: opened.id,
    });
    expect([again.statusCode, errorOf(again.body)?.code]).toEqual([404, 'POSITION_NOT_FOUND']);

    // Unfollow: no more copies.
    const ended = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'POST', '/follower/unfollow', {}));
    expect([ended.status, ended.endReason]).toEqual(['ENDED', 'UNFOLLOW']);
    // The trader removes a follower.
    const follow3 = await follow(t, demo3, followBody(traderId));
    const byOther = await copytrade(t.app, demo2, 'POST', '/follower/unfollow_trader', {
      traderFollowerId: follow3.id,
    });
    expect([byOther.statusCode, errorOf(byOther.body)?.code]).toEqual([403, 'NO_PERMISSION']);
    const followers = dataOf(
      await copytrade<Page<CopyFollow>>(t.app, trader, 'GET', '/follower/my_trader_follower'),
    );
    expect(followers.content.map((each) => each.id)).toEqual([follow3.id]);
    const removed = dataOf(
      await copytrade<CopyFollow>(t.app, trader, 'POST', '/follower/unfollow_trader', {
        traderFollowerId: follow3.id,
      }),
    );
    expect([removed.status, removed.endReason]).toEqual(['ENDED', 'REMOVED']);
    await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
    expect(await positionsOf(t, demo2)).toEqual([]);
    expect(await positionsOf(t, demo3)).toEqual([]);
    await checkFuturesMoney(t.app);
  });

  it('mirrors a fill an instance recorded and did not mirror, once', async () => {
    const { t, trader, demo2, traderId } = await open();
    await follow(t, demo2, followBody(traderId));
    // As if the instance stopped between the trader's commit and the mirror.
    const skipped = vi.spyOn(t.app.copytrade.mirror, 'mirror').mockImplementation(() => undefined);
    const opened = await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
    skipped.mockRestore();
    expect(await positionsOf(t, demo2)).toEqual([]);
    await t.app.copytrade.mirror.sweep();
    await mirrored(t);
    // Too new for the sweep: its own instance may still be on it.
    expect(await positionsOf(t, demo2)).toEqual([]);
    // Old enough (the sweep's age, 0 here): mirrored, once however often it is swept.
    for (let run = 0; run < 2; run++) {
      await t.app.copytrade.mirror.sweep(0);
      await mirrored(t);
    }
    expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.005');
    expect(await recordsOf(t, demo2)).toHaveLength(1);
    const [fill] = await t.app.db.query<{ mirrored: boolean }>(
      'SELECT mirrored FROM copytrade_fill WHERE order_id = $1',
      [opened.id],
    );
    expect(fill?.mirrored).toBe(true);
  });

  it('sweeps a fill to the followers of its time, and mirrors fills a crash left behind before a later one, in order', async () => {
    const { t, trader, demo2, demo3, traderId } = await open();
    await follow(t, demo2, followBody(traderId));
    const unmirrored = async (body: Record<string, unknown>) => {
      const skipped = vi.spyOn(t.app.copytrade.mirror, 'mirror').mockImplementation(() => undefined);
      const order = await traderOrder(t, trader, body);
      skipped.mockRestore();
      return order;
    };
    // demo3 follows after the fill: the sweep does not copy it to demo3.
    const opened = await unmirrored({ tradeType: 'B', qty: '0.01' });
    await follow(t, demo3, followBody(traderId));
    await t.app.copytrade.mirror.sweep(0);
    await mirrored(t);
    expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.005');
    expect(await positionsOf(t, demo3)).toEqual([]);

    // The trader's close is recorded and not mirrored (its instance died), then a new open is mirrored at once: the
    // followers get the close first, then the open, never the open alone (nor the close after it).
    const [position] = await positionsOf(t, trader);
    const closed = await unmirrored({ tradeType: 'S', futuresPositionId: position!.id });
    await traderOrder(t, trader, { tradeType: 'B', qty: '0.02' });
    expect((await positionsOf(t, demo2)).map((each) => each.qty)).toEqual(['0.01']);
    expect((await positionsOf(t, demo3)).map((each) => each.qty)).toEqual(['0.01']);
    const kinds = (await recordsOf(t, demo2)).map((each) => `${each.kind}:${each.status}:${each.qty}`);
    expect(kinds).toEqual(['OPEN:FILLED:0.01', 'CLOSE:FILLED:0.005', 'OPEN:FILLED:0.005']);
    // Swept again later: nothing is copied twice.
    await t.app.copytrade.mirror.sweep(0);
    await mirrored(t);
    expect(await recordsOf(t, demo2)).toHaveLength(3);
    expect((await positionsOf(t, demo2)).map((each) => each.qty)).toEqual(['0.01']);
    const fills = await t.app.db.query<{ orderId: number; mirrored: boolean }>(
      `SELECT order_id AS "orderId", mirrored FROM copytrade_fill WHERE order_id = ANY ($1::int[]) ORDER BY order_id`,
      [[opened.id, closed.id]],
    );
    expect(fills.map((each) => each.mirrored)).toEqual([true, true]);
    await checkFuturesMoney(t.app);
  });
});
