import type { Queryable } from '../../db/db.js';
import type { CopyOnce, PendingCopy } from '../../engines/futures/futures-copy.js';

/**
 * Copies of traders' fills written as sets (docs/copytrade.md, issue 32): a batch of the futures engine checks all
 * its followers' copies in one statement and books their records in another, however many it holds.
 */

const onceKey = (copy: { followerId: number; traderOrderId: number }) =>
  `${copy.followerId}:${copy.traderOrderId}`;

/**
 * Of `copies`, those not to make: booked already (another mirror run of the fill), or opening while their follow
 * has ended. Read under the followers' account locks, which every copy and every end of a follow takes.
 */
export async function unmadeCopies(q: Queryable, copies: readonly CopyOnce[]): Promise<CopyOnce[]> {
  if (copies.length === 0) return [];
  const rows = await q.query<{ followerId: number; traderOrderId: number }>(
    `SELECT w.follower_id AS "followerId", w.trader_order_id AS "traderOrderId"
     FROM unnest($1::int[], $2::int[], $3::boolean[]) AS w(follower_id, trader_order_id, opening)
     WHERE EXISTS (SELECT 1 FROM copytrade_order o
                   WHERE o.trader_order_id = w.trader_order_id AND o.follower_id = w.follower_id)
        OR (w.opening AND NOT EXISTS (SELECT 1 FROM copytrade_follower f
                                      WHERE f.id = w.follower_id AND f.status = 'FOLLOWING'))`,
    [copies.map((c) => c.followerId), copies.map((c) => c.traderOrderId), copies.map((c) => c.opening)],
  );
  const unmade = new Set(rows.map(onceKey));
  return copies.filter((copy) => unmade.has(onceKey(copy)));
}

/**
 * Books the records of copies a batch filled in memory, in one statement, and tells each its id and time. A copy
 * booked meanwhile (none can be: see `unmadeCopies`) fails the whole batch: no order of it is made.
 */
export async function insertCopies(q: Queryable, pending: readonly PendingCopy[]): Promise<void> {
  if (pending.length === 0) return;
  const copies = pending.map((p) => p.copy);
  const column = <T>(pick: (copy: (typeof copies)[number]) => T) => copies.map(pick);
  const rows = await q.query<{ followerId: number; traderOrderId: number; id: number; createdAt: number }>(
    `INSERT INTO copytrade_order (follower_id, user_id, trader_order_id, follower_order_id, option_id, kind,
       status, skip_reason, trader_qty, qty, price, margin, realized_pnl)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[],
       $8::text[], $9::bigint[], $10::bigint[], $11::bigint[], $12::numeric[], $13::numeric[])
     ON CONFLICT (trader_order_id, follower_id) DO NOTHING
     RETURNING follower_id AS "followerId", trader_order_id AS "traderOrderId", id,
       (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`,
    [
      column((c) => c.followerId),
      column((c) => c.userId),
      column((c) => c.traderOrderId),
      column((c) => c.followerOrderId),
      column((c) => c.optionId),
      column((c) => c.kind),
      column((c) => c.status),
      column((c) => c.skipReason),
      column((c) => c.traderQty.toString()),
      column((c) => c.qty.toString()),
      column((c) => c.price),
      column((c) => c.margin.toString()),
      column((c) => c.realizedPnl?.toString() ?? null),
    ],
  );
  if (rows.length !== pending.length)
    throw new Error('copy trading: a copy of the batch was booked meanwhile');
  const booked = new Map(rows.map((row) => [onceKey(row), row] as const));
  for (const p of pending) {
    const row = booked.get(onceKey(p.copy))!;
    p.booked({ id: Number(row.id), createdAt: Number(row.createdAt) });
  }
}
