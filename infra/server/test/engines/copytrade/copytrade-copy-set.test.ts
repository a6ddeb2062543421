import type { FuturesOrder } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Queryable } from '../../../src/db/db.js';
import { fundedPlayers } from '../../support/crash-harness.js';
import { BTC, buildFuturesApp, checkFuturesMoney, USDT, type FuturesApp } from '../futures/futures-helper.js';
import { MANY_STEPS_MS, mirrored, traderIdOf } from './copytrade-helper.js';

// The copies of one trader fill are one set (docs/copytrade.md, issue 32): sized together in memory in the batches
// orders go in, their orders, positions, ledger transfers and records written by each batch's set statements, no
// savepoint each, and made once whatever mirror run reaches them.

/** More than one batch holds (64). */
const FOLLOWERS = 80;

let t: FuturesApp;
let trader: number;
let followers: number[];
beforeAll(async () => {
  t = await buildFuturesApp();
  trader = (await t.app.repos.users.findByUsername(1, 'trader1'))!.id;
  const traderId = await traderIdOf(t);
  await t.app.repos.copytrade.setTerms(traderId, { maxFollowers: FOLLOWERS });
  followers = await fundedPlayers(t.app, 'cset', FOLLOWERS, {
    wallet: 'FUTURES',
    asset: 'USDT',
    amount: 10_000n * USDT,
  });
  for (const userId of followers) {
    await t.app.copytrade.follows.follow(userId, 1, {
      traderId,
      followStock: ['BTCUSDT'],
      multiplyPer: 50,
      maxBet: '1000',
      oneMaxBet: '500',
    });
  }
}, MANY_STEPS_MS);
afterAll(() => t.app.close());

/** Counts the transactions `run` opens and the savepoints they take. */
async function watched(run: () => Promise<void>): Promise<{ transactions: number; savepoints: number }> {
  const db = t.app.db;
  const realTx = db.tx.bind(db);
  const seen = { transactions: 0, savepoints: 0 };
  db.tx = <R>(fn: (q: Queryable) => Promise<R>, options?: Parameters<typeof realTx>[1]) => {
    seen.transactions += 1;
    return realTx(
      (q) =>
        fn({
          query: <T>(sql: string, params?: readonly unknown[]) => {
            if (sql.startsWith('SAVEPOINT')) seen.savepoints += 1;
            return q.query<T>(sql, params);
          },
          exec: (sql: string) => q.exec(sql),
        }),
      options,
    );
  };
  try {
    await run();
  } finally {
    db.tx = realTx;
  }
  return seen;
}

const traderOrder = (body: Record<string, unknown>) =>
  t.app.futures.placeOrder(trader, {
    futuresOptionId: BTC,
    marketType: 'MARKET',
    tradeType: 'B',
    ...body,
  } as Parameters<typeof t.app.futures.placeOrder>[1]);

async function copiesOf(order: FuturesOrder) {
  return t.app.db.query<{
    userId: number;
    status: string;
    qty: string;
    orderStatus: string;
    orderQty: string;
  }>(
    `SELECT c.user_id AS "userId", c.status, c.qty::text AS qty, o.status AS "orderStatus", o.qty::text AS "orderQty"
     FROM copytrade_order c JOIN futures_order o ON o.id = c.follower_order_id
     WHERE c.trader_order_id = $1 ORDER BY c.user_id`,
    [order.id],
  );
}

const followerOrders = async () =>
  (
    await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM futures_order WHERE user_id = ANY ($1)`,
      [followers],
    )
  )[0]!.n;

describe('copy trading: the copies of one fill, as a set', () => {
  let opened: FuturesOrder;

  it(
    "books every follower's copy of one fill once, in as few batches as hold them, with no savepoint",
    async () => {
      const seen = await watched(async () => {
        opened = await traderOrder({ qty: '0.1' });
        await mirrored(t);
      });
      const copies = await copiesOf(opened);
      expect(copies.map((copy) => copy.userId)).toEqual([...followers].sort((a, b) => a - b));
      // 50 % of 0.1 BTC each, filled at once.
      expect(new Set(copies.map((c) => `${c.status}:${c.orderStatus}:${c.qty === c.orderQty}`))).toEqual(
        new Set(['FILLED:FILLED:true']),
      );
      const [traderRow] = await t.app.db.query<{ qty: string }>(
        `SELECT qty::text AS qty FROM futures_order WHERE id = $1`,
        [opened.id],
      );
      expect(new Set(copies.map((c) => BigInt(c.qty) * 2n))).toEqual(new Set([BigInt(traderRow!.qty)]));
      const positions = await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM futures_position WHERE user_id = ANY ($1) AND status = 'OPEN'`,
        [followers],
      );
      expect(positions[0]!.n).toBe(FOLLOWERS);
      // The trader's batch, then the copies' batches (64 each).
      expect(seen.transactions).toBeLessThanOrEqual(1 + Math.ceil(FOLLOWERS / 64));
      expect(seen.savepoints).toBe(0);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    'makes no copy twice when a mirror run that missed the earlier one reaches the batch',
    async () => {
      const before = await followerOrders();
      // A run that read no copy yet (as a second instance's, or the sweep's, racing the first): only the batch, under
      // the followers' locks, can tell the copies are made.
      const copied = t.app.repos.copytrade.copied;
      t.app.repos.copytrade.copied = async () => new Set();
      try {
        await t.app.db.query(`UPDATE copytrade_fill SET mirrored = false WHERE order_id = $1`, [opened.id]);
        t.app.copytrade.mirror.mirror(opened.id);
        await mirrored(t);
      } finally {
        t.app.repos.copytrade.copied = copied;
      }
      expect(await followerOrders()).toBe(before);
      expect(await copiesOf(opened)).toHaveLength(FOLLOWERS);
      const [fill] = await t.app.db.query<{ mirrored: boolean; attempts: number }>(
        `SELECT mirrored, attempts FROM copytrade_fill WHERE order_id = $1`,
        [opened.id],
      );
      expect(fill).toEqual({ mirrored: true, attempts: 0 });
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    "closes every follower's copy with the trader's close, as a set",
    async () => {
      const [position] = await t.app.repos.futures.openPositions({ userId: trader });
      let closed!: FuturesOrder;
      const seen = await watched(async () => {
        closed = await traderOrder({ tradeType: 'S', futuresPositionId: position!.id });
        await mirrored(t);
      });
      const copies = await copiesOf(closed);
      expect(copies).toHaveLength(FOLLOWERS);
      expect(new Set(copies.map((c) => `${c.status}:${c.orderStatus}`))).toEqual(new Set(['FILLED:FILLED']));
      const positions = await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM futures_position WHERE user_id = ANY ($1) AND status = 'OPEN'`,
        [followers],
      );
      expect(positions[0]!.n).toBe(0);
      expect(seen.savepoints).toBe(0);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );
});
