import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatPrice } from '../../../src/market/symbols.js';
import { inOneBatch as inOneBatchOf, refusalOf } from '../../support/one-batch.js';
import {
  BTC,
  buildFuturesApp,
  checkFuturesMoney,
  futuresBalance,
  type FuturesApp,
} from './futures-helper.js';

// A batch's market orders are checked in memory against the state it read once under its locks, each accepted one
// moving that state for the player's next call of the batch (docs/engine-core.md, check-then-write). These put two
// or three calls of one player in ONE batch and fail when the state is not carried, or not dropped once a call
// went to the database.

let t: FuturesApp;
let userId: number;
let otherId: number;
beforeAll(async () => {
  t = await buildFuturesApp();
  userId = (await t.app.repos.users.findByUsername(1, 'demo1'))!.id;
  otherId = (await t.app.repos.users.findByUsername(1, 'demo2'))!.id;
});
afterAll(() => t.app.close());

/** `calls` in one batch, after another player's order (test/support/one-batch.ts). */
const inOneBatch = <T>(calls: Array<() => Promise<T>>) =>
  inOneBatchOf(
    t.app.db,
    () =>
      t.app.futures.placeOrder(otherId, {
        futuresOptionId: BTC,
        marketType: 'MARKET',
        tradeType: 'B',
        qty: '0.001',
      }),
    calls,
  );

describe('check-then-write: a player state carried through a batch', () => {
  it("refuses a player's second market order of a batch when the first left too little for it", async () => {
    const before = await futuresBalance(t.app, 'demo1');
    // Each order costs 60 % of the balance: either alone goes through, both do not.
    const amount = formatPrice((before * 6n) / 10n, 6);
    const order = () =>
      t.app.futures.placeOrder(userId, {
        futuresOptionId: BTC,
        marketType: 'MARKET',
        tradeType: 'B',
        amount,
      });
    const [first, second] = await inOneBatch([order, order]);
    expect(refusalOf(first!)).toBe('accepted');
    expect(refusalOf(second!)).toBe('INSUFFICIENT_BALANCE');
    expect(await t.app.repos.futures.openPositions({ userId, optionId: BTC })).toHaveLength(1);
    expect(await futuresBalance(t.app, 'demo1')).toBeLessThan((before * 5n) / 10n);
    await checkFuturesMoney(t.app);
  });

  it("a player's close in the same batch sees the position their market order opened or grew", async () => {
    const [held] = await t.app.repos.futures.openPositions({ userId, optionId: BTC });
    const start = held?.qty ?? 0n;
    const [grow, close] = await inOneBatch([
      () =>
        t.app.futures.placeOrder(userId, {
          futuresOptionId: BTC,
          marketType: 'MARKET',
          tradeType: 'B',
          qty: '0.002',
        }),
      // Larger than the position: cut to it, which it can only be when the first order's 0.002 is seen.
      () =>
        t.app.futures.placeOrder(userId, {
          futuresOptionId: BTC,
          marketType: 'MARKET',
          tradeType: 'S',
          qty: '100',
          reduceOnly: true,
        }),
    ]);
    expect(refusalOf(grow!)).toBe('accepted');
    expect(refusalOf(close!)).toBe('accepted');
    const closed = (close as PromiseFulfilledResult<{ qty: string }>).value;
    expect(BigInt(Math.round(Number(closed.qty) * 1000))).toBe(start + 2n);
    expect(await t.app.repos.futures.openPositions({ userId, optionId: BTC })).toEqual([]);
    await checkFuturesMoney(t.app);
  });

  it('calls that go to the database after a market order of the batch see what that order did', async () => {
    const before = await futuresBalance(t.app, 'demo1');
    const amount = formatPrice((before * 6n) / 10n, 6);
    const limit = (cost: string) =>
      t.app.futures.placeOrder(userId, {
        futuresOptionId: BTC,
        marketType: 'LIMIT',
        tradeType: 'B',
        price: formatPrice(Math.floor(t.app.market.bus.last('BTCUSDT')!.price / 20) * 10, 2),
        amount: cost,
      });
    const [market, small, large] = await inOneBatch([
      () =>
        t.app.futures.placeOrder(userId, {
          futuresOptionId: BTC,
          marketType: 'MARKET',
          tradeType: 'B',
          amount,
        }),
      // Resting limits take a savepoint each: the first gets the state the market order moved, the second reads
      // the database, which holds the market order only if the batch wrote it before that savepoint.
      () => limit(formatPrice(before / 100n, 6)),
      () => limit(amount),
    ]);
    expect(refusalOf(market!)).toBe('accepted');
    expect(refusalOf(small!)).toBe('accepted');
    expect(refusalOf(large!)).toBe('INSUFFICIENT_BALANCE');
    await checkFuturesMoney(t.app);
  });
});
