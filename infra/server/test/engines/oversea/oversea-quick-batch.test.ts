import type { OverseaOrderRequest } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inOneBatch, refusalOf } from '../../support/one-batch.js';
import { buildOverseaApp, checkMoney, money, NQ, type OverseaApp } from './oversea-helper.js';

// A batch's quick orders, closes and TP/SL changes are checked in memory against the state it read once under its
// locks, each accepted one moving that state for the player's next call of the batch (docs/engine-core.md,
// check-then-write), and written with set statements. These put two or three calls of one player in ONE batch and
// fail when the state is not carried, when a refusal leaves anything behind, or when a call that reads the
// database does not see what the quick calls before it did.

// One NQ contract holds 3,312,000 KRW; each seeded player starts with 10,000,000.
const NQ_MARGIN = 3_312_000n;
const START = 10_000_000n;

let t: OverseaApp;
let userId: number;
let otherId: number;
beforeAll(async () => {
  t = await buildOverseaApp();
  userId = (await t.app.repos.users.findByUsername(1, 'demo3'))!.id;
  otherId = (await t.app.repos.users.findByUsername(1, 'demo2'))!.id;
});
afterAll(() => t.app.close());

const market = (tradeType: 'B' | 'S', qty: number) => () =>
  t.app.oversea.placeOrder(userId, { overseaOptionId: NQ, marketType: 'MARKET', tradeType, qty });

/** `calls` of demo3 in one batch, after a batch of demo2's (buys, then sells, one contract). */
let otherSide: 'B' | 'S' = 'S';
function batch(calls: Array<() => Promise<unknown>>) {
  otherSide = otherSide === 'B' ? 'S' : 'B';
  const request: OverseaOrderRequest = {
    overseaOptionId: NQ,
    marketType: 'MARKET',
    tradeType: otherSide,
    qty: 1,
  };
  return inOneBatch(t.app.db, () => t.app.oversea.placeOrder(otherId, request), calls);
}

const orderCount = async () =>
  Number(
    (
      await t.app.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM oversea_order WHERE user_id = $1',
        [userId],
      )
    )[0]!.n,
  );

const openPositions = () => t.app.repos.oversea.openPositions(userId);

/** Closes what demo3 holds, so the next test starts flat (its balance back to what it was, at the same price). */
async function flat(): Promise<void> {
  for (const position of await openPositions()) {
    await t.app.oversea.placeOrder(userId, {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: position.side === 'LONG' ? 'S' : 'B',
      qty: position.qty,
      overseaPositionId: position.id,
    });
  }
  expect(await money(t.app, 'demo3')).toBe(START);
}

describe(
  'check-then-write: overseas quick orders carry the player through a batch',
  { timeout: 60_000 },
  () => {
    it("refuses a player's second order of a batch when the first left too little, writing nothing for it", async () => {
      // Two contracts each: either order alone fits the balance, both do not.
      const before = await orderCount();
      const [first, second] = await batch([market('B', 2), market('B', 2)]);
      expect(refusalOf(first!)).toBe('accepted');
      expect(refusalOf(second!)).toBe('INSUFFICIENT_BALANCE');
      expect(await orderCount()).toBe(before + 1);
      expect(await openPositions()).toMatchObject([{ side: 'LONG', qty: 2, margin: 2n * NQ_MARGIN }]);
      expect(await money(t.app, 'demo3')).toBe(START - 2n * NQ_MARGIN);
      await checkMoney(t.app);
      await flat();
    });

    it("a player's later orders of a batch see the position their first opened: a reversal, then a close", async () => {
      const [open, reverse, close] = await batch([market('B', 2), market('S', 3), market('B', 1)]);
      expect(refusalOf(open!)).toBe('accepted');
      expect(refusalOf(reverse!)).toBe('accepted');
      expect(refusalOf(close!)).toBe('accepted');
      // Long 2, then 3 sold: 2 close it and 1 opens a short, which the last buy closes: nothing open, all released.
      expect(await openPositions()).toEqual([]);
      expect(await money(t.app, 'demo3')).toBe(START);
      const closed = await t.app.db.query<{ side: string; qty: number; margin: string }>(
        `SELECT side, qty, margin::text AS margin FROM oversea_position
       WHERE user_id = $1 AND status = 'CLOSED' ORDER BY id DESC LIMIT 2`,
        [userId],
      );
      expect(closed).toEqual([
        { side: 'SHORT', qty: 1, margin: '0' },
        { side: 'LONG', qty: 2, margin: '0' },
      ]);
      // Each answer carries the id its row was written with.
      const ids = [open, reverse, close].map((r) => (r as PromiseFulfilledResult<{ id: number }>).value.id);
      const stored = await t.app.db.query<{ id: number }>(
        'SELECT id FROM oversea_order WHERE id = ANY($1::int[]) ORDER BY id',
        [ids],
      );
      expect(stored.map((row) => Number(row.id))).toEqual([...ids].sort((a, b) => a - b));
      await checkMoney(t.app);
    });

    it('a TP/SL change and an order of the batch both reach the position row it writes', async () => {
      await market('B', 1)();
      const [held] = await openPositions();
      const [tpsl, add] = await batch([
        () =>
          t.app.oversea.setTpsl(userId, {
            overseaOptionId: NQ,
            overseaPositionId: held!.id,
            tpTick: 8,
            slTick: 4,
          }),
        market('B', 1),
      ]);
      expect(refusalOf(tpsl!)).toBe('accepted');
      expect(refusalOf(add!)).toBe('accepted');
      expect(await openPositions()).toMatchObject([{ id: held!.id, qty: 2, tpTick: 8, slTick: 4 }]);
      await checkMoney(t.app);
      await flat();
    });

    it('a call that reads the database after quick orders of its batch sees what they did', async () => {
      const last = t.app.market.bus.last('NQ')!.price;
      const limit = () =>
        t.app.oversea.placeOrder(userId, {
          overseaOptionId: NQ,
          marketType: 'LIMIT',
          tradeType: 'B',
          qty: 1,
          price: ((last - 400) / 100).toFixed(2),
        });
      // Two contracts at market, then two resting limits of one: the first limit gets the state the market order
      // moved, the second reads the database, which holds the market order only if the batch wrote it before.
      const [bought, rests, refused] = await batch([market('B', 2), limit, limit]);
      expect(refusalOf(bought!)).toBe('accepted');
      expect(refusalOf(rests!)).toBe('accepted');
      expect(refusalOf(refused!)).toBe('INSUFFICIENT_BALANCE');
      expect(await money(t.app, 'demo3')).toBe(START - 3n * NQ_MARGIN);
      await checkMoney(t.app);
    });
  },
);
