import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FuturesOrder } from '@bx/contracts';

import type { Queryable } from '../../../src/db/db.js';
import { OrderKeyTaken, type OrderClaim } from '../../../src/engines/order-claim.js';
import { formatPrice } from '../../../src/market/symbols.js';
import { inOneBatch as inOneBatchOf, refusalOf } from '../../support/one-batch.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';
import {
  BTC,
  buildFuturesApp,
  checkFuturesMoney,
  futuresBalance,
  tokenOf,
  type FuturesApp,
} from './futures-helper.js';

// A batch's market orders are checked in memory against the state it read once under its locks, each accepted one
// moving that state for the player's next call of the batch (docs/engine-core.md, check-then-write). These put two
// or three calls of one player in ONE batch and fail when the state is not carried, or not dropped once a call
// went to the database.

let t: FuturesApp;
let userId: number;
let otherId: number;
let token: string;
beforeAll(async () => {
  t = await buildFuturesApp();
  userId = (await t.app.repos.users.findByUsername(1, 'demo1'))!.id;
  otherId = (await t.app.repos.users.findByUsername(1, 'demo2'))!.id;
  token = await tokenOf(t.app, 'demo1');
});
afterAll(() => t.app.close());

/** Runs `calls` in one batch, behind another player's order whose batch is held (test/support/one-batch.ts). */
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

describe("check-then-write: a batch's Idempotency-Keys, booked together", () => {
  const body = (qty: string) => ({
    futuresOptionId: BTC,
    marketType: 'MARKET' as const,
    tradeType: 'B' as const,
    qty,
  });
  /** POST /api/futures/order as demo1 under `key`. */
  const keyed =
    (key: string, qty = '0.001') =>
    () =>
      call<FuturesOrder>(t.app, {
        method: 'POST',
        url: '/api/futures/order?siteInfoId=1',
        headers: { host: HOSTS.main, ...bearer(token), 'idempotency-key': key },
        payload: body(qty),
      });
  /** A claim of `key` as the route makes it, for an order placed past the route's own look-up. */
  const claimOf = (key: string): OrderClaim => {
    const orderKey = { userId, area: 'futures' as const, key, requestHash: 'test' };
    return Object.assign(
      (q: Queryable, orderId: number) => t.app.repos.orderKeys.claim(q, { ...orderKey, orderId }),
      { key: orderKey },
    );
  };
  const orders = async () =>
    (
      await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM futures_order WHERE user_id = $1`, [
        userId,
      ])
    )[0]!.n;
  const answered = (result: PromiseSettledResult<Awaited<ReturnType<ReturnType<typeof keyed>>>>) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  };

  it('answers a key repeated in one batch with its first order, and makes one order of it', async () => {
    const before = await orders();
    const [first, repeat, other] = (await inOneBatch([keyed('kb-1'), keyed('kb-1'), keyed('kb-2')])).map(
      answered,
    );
    expect([first!.statusCode, repeat!.statusCode, other!.statusCode]).toEqual([200, 200, 200]);
    expect(repeat!.body.data?.id).toBe(first!.body.data?.id);
    expect(repeat!.headers['idempotent-replayed']).toBe('true');
    expect(other!.body.data?.id).not.toBe(first!.body.data?.id);
    expect(await orders()).toBe(before + 2);
    await checkFuturesMoney(t.app);
  });

  it('refuses another body under a key its batch booked, and makes only the first order', async () => {
    const before = await orders();
    const [first, conflict] = (await inOneBatch([keyed('kb-3'), keyed('kb-3', '0.002')])).map(answered);
    expect(first!.statusCode).toBe(200);
    expect(conflict!.statusCode).toBe(409);
    expect(errorOf(conflict!.body)?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await orders()).toBe(before + 1);
  });

  it('refuses a key an earlier batch booked, without failing the others of its batch', async () => {
    expect((await keyed('kb-4')()).statusCode).toBe(200);
    const before = await orders();
    const place = (key: string) => () => t.app.futures.placeOrder(userId, body('0.001'), claimOf(key));
    const [taken, fresh] = await inOneBatch([place('kb-4'), place('kb-5')]);
    expect(taken?.status === 'rejected' && taken.reason instanceof OrderKeyTaken).toBe(true);
    expect(refusalOf(fresh!)).toBe('accepted');
    expect(await orders()).toBe(before + 1);
    const [booked] = await t.app.db.query<{ orderId: number }>(
      `SELECT order_id::int AS "orderId" FROM order_key WHERE user_id = $1 AND key = 'kb-5'`,
      [userId],
    );
    expect(booked?.orderId).toBe((fresh as PromiseFulfilledResult<FuturesOrder>).value.id);
    await checkFuturesMoney(t.app);
  });
});
