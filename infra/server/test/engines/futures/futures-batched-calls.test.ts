import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Queryable } from '../../../src/db/db.js';
import { formatPrice } from '../../../src/market/symbols.js';
import {
  BTC,
  buildFuturesApp,
  checkFuturesMoney,
  futuresBalance,
  type FuturesApp,
} from './futures-helper.js';

// Cancels, TP/SL, leverage, margin type and margin changes go through the same group-committed batches as orders
// (docs/engine-core.md): answered only once their batch committed, a refusal undoing only its own call.

let t: FuturesApp;
let userId: number;
let otherId: number;
beforeAll(async () => {
  t = await buildFuturesApp();
  userId = (await t.app.repos.users.findByUsername(1, 'demo1'))!.id;
  otherId = (await t.app.repos.users.findByUsername(1, 'demo2'))!.id;
});
afterAll(() => t.app.close());

const btc = (units: number) => formatPrice(units, 2);
const lastBtc = () => t.app.market.bus.last('BTCUSDT')!.price;

/** Holds every transaction of the app after its commit until `release()`: `committed` resolves at the first. */
function holdCommits() {
  const db = t.app.db;
  const realTx = db.tx.bind(db);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstCommitted!: () => void;
  const committed = new Promise<void>((resolve) => (firstCommitted = resolve));
  db.tx = async <T>(fn: (q: Queryable) => Promise<T>, options?: Parameters<typeof realTx>[1]) => {
    try {
      return await realTx(fn, options);
    } finally {
      firstCommitted();
      await held;
    }
  };
  return {
    committed,
    release: () => {
      db.tx = realTx;
      release();
    },
  };
}

/** Lets every queued callback run (what an answer given before the commit would need to be seen). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function track<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('group commit of the calls that are not new orders', () => {
  it('answers a cancel, a TP/SL, a leverage and a margin change only after their batch committed', async () => {
    const engine = t.app.futures;
    await engine.setMarginType(userId, BTC, 'ISOLATED');
    await engine.placeOrder(userId, {
      futuresOptionId: BTC,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: '0.010',
    });
    const limit = await engine.placeOrder(userId, {
      futuresOptionId: BTC,
      marketType: 'LIMIT',
      tradeType: 'B',
      qty: '0.010',
      price: btc(Math.floor(lastBtc() / 2 / 10) * 10),
    });
    const [position] = await t.app.repos.futures.openPositions({ userId, optionId: BTC });

    const hold = holdCommits();
    const calls = [
      track(engine.cancelOrder(userId, limit.id)),
      track(
        engine.setTpsl(userId, {
          futuresPositionId: position!.id,
          takeProfit: btc(Math.floor((lastBtc() * 1.5) / 10) * 10),
          stopLoss: null,
        }),
      ),
      track(engine.adjustMargin(userId, { futuresPositionId: position!.id, amount: '5', type: 'ADD' })),
      track(engine.setLeverage(userId, BTC, 25)),
    ];
    await hold.committed;
    await settle();
    // A batch committed and is held before its answers: nobody was answered yet.
    expect(calls.map((call) => call.settled)).toEqual([false, false, false, false]);
    hold.release();
    const [cancelled, tpsl, margin, leverage] = await Promise.all(calls.map((call) => call.promise));
    expect((cancelled as { status: string }).status).toBe('CANCELLED');
    expect((tpsl as { takeProfit: unknown }).takeProfit).not.toBeNull();
    expect((margin as { id: number }).id).toBe(position!.id);
    expect((leverage as { leverage: number }).leverage).toBe(25);
    const stored = await t.app.repos.futures.position(position!.id);
    expect(stored!.margin).toBe(position!.margin + 5_000_000n);
    expect((await t.app.repos.futures.order(limit.id))!.status).toBe('CANCELLED');
    await checkFuturesMoney(t.app);
  });

  it('a refusal in a batch undoes only that call, its own earlier writes included', async () => {
    const engine = t.app.futures;
    const [position] = await t.app.repos.futures.openPositions({ userId, optionId: BTC });
    const tp = btc(Math.floor((lastBtc() * 1.2) / 10) * 10);
    await engine.setTpsl(userId, { futuresPositionId: position!.id, takeProfit: tp, stopLoss: null });
    const tpOrders = async () =>
      (await t.app.repos.futures.openOrders({ userId, optionId: BTC })).filter(
        (row) => row.marketType === 'TAKEPROFIT',
      );
    const [tpBefore] = await tpOrders();
    const balanceBefore = await futuresBalance(t.app, 'demo1');

    const hold = holdCommits();
    // Something to commit first (another player's setting, unchanged), so the calls below wait together for the
    // next batch.
    const first = engine.setMarginType(otherId, BTC, 'CROSS');
    await hold.committed;
    const results = Promise.allSettled([
      engine.adjustMargin(userId, { futuresPositionId: position!.id, amount: '3', type: 'ADD' }),
      // Replaces the take-profit (written), then refuses the stop-loss above a long's mark: both undone.
      engine.setTpsl(userId, {
        futuresPositionId: position!.id,
        takeProfit: btc(Math.floor((lastBtc() * 1.3) / 10) * 10),
        stopLoss: btc(Math.floor((lastBtc() * 1.1) / 10) * 10),
      }),
      engine.adjustMargin(userId, { futuresPositionId: position!.id, amount: '1000000', type: 'REMOVE' }),
      engine.adjustMargin(userId, { futuresPositionId: position!.id, amount: '2', type: 'ADD' }),
    ]);
    await settle();
    hold.release();
    await first;
    const [add3, tpsl, remove, add2] = await results;
    expect(add3.status).toBe('fulfilled');
    expect(tpsl.status === 'rejected' && (tpsl.reason as { code: string }).code).toBe('SL_PRICE_CROSSED');
    expect(remove.status === 'rejected' && (remove.reason as { code: string }).code).toBe(
      'INSUFFICIENT_ISOLATED_MARGIN',
    );
    expect(add2.status).toBe('fulfilled');
    const tpAfter = await tpOrders();
    expect(tpAfter.map((row) => [row.id, row.stopPrice])).toEqual([[tpBefore!.id, tpBefore!.stopPrice]]);
    expect(await futuresBalance(t.app, 'demo1')).toBe(balanceBefore - 5_000_000n);
    await checkFuturesMoney(t.app);
  });
});
