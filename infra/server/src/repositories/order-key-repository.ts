import type { Db, Queryable } from '../db/db.js';
import { OrderKeyTaken, type OrderKey, type OrderKeyArea } from '../engines/order-claim.js';

export interface OrderKeyRow {
  requestHash: string;
  orderId: number;
}

/** Idempotency-Keys of futures and overseas orders (migration 031). */
export function createOrderKeyRepository(db: Db) {
  return {
    async find(userId: number, area: OrderKeyArea, key: string): Promise<OrderKeyRow | undefined> {
      const rows = await db.query<{ requestHash: string; orderId: string }>(
        `SELECT request_hash AS "requestHash", order_id::text AS "orderId" FROM order_key
         WHERE user_id = $1 AND area = $2 AND key = $3`,
        [userId, area, key],
      );
      return rows[0] === undefined ? undefined : { ...rows[0], orderId: Number(rows[0].orderId) };
    },

    /**
     * Books the key for the order in the order's transaction. A key booked already (another copy of the call, in
     * parallel: the insert waits for it to commit) throws OrderKeyTaken, which rolls the order back.
     */
    async claim(
      q: Queryable,
      claim: { userId: number; area: OrderKeyArea; key: string; requestHash: string; orderId: number },
    ): Promise<void> {
      const rows = await q.query(
        `INSERT INTO order_key (user_id, area, key, request_hash, order_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, area, key) DO NOTHING RETURNING order_id`,
        [claim.userId, claim.area, claim.key, claim.requestHash, claim.orderId],
      );
      if (rows.length === 0) throw new OrderKeyTaken();
    },
  };
}

/**
 * Of `keys`, those booked already (a batch reads them once it holds their players' account locks, under which every
 * key of theirs is booked).
 */
export async function bookedKeys(q: Queryable, keys: readonly OrderKey[]): Promise<OrderKey[]> {
  if (keys.length === 0) return [];
  const rows = await q.query<{ userId: number; area: OrderKeyArea; key: string }>(
    `SELECT k.user_id AS "userId", k.area, k.key FROM order_key k
     JOIN unnest($1::int[], $2::text[], $3::text[]) AS w(user_id, area, key)
       ON k.user_id = w.user_id AND k.area = w.area AND k.key = w.key`,
    [keys.map((k) => k.userId), keys.map((k) => k.area), keys.map((k) => k.key)],
  );
  const booked = new Set(rows.map((row) => `${row.userId}:${row.area}:${row.key}`));
  return keys.filter((k) => booked.has(`${k.userId}:${k.area}:${k.key}`));
}

/**
 * Books a batch's keys with their orders in one statement. A key booked meanwhile (none should be: see
 * `bookedKeys`) throws OrderKeyTaken, which fails the whole batch: no order of it is made.
 */
export async function claimKeys(
  q: Queryable,
  claims: ReadonlyArray<OrderKey & { orderId: number }>,
): Promise<void> {
  if (claims.length === 0) return;
  const rows = await q.query(
    `INSERT INTO order_key (user_id, area, key, request_hash, order_id)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bigint[])
     ON CONFLICT (user_id, area, key) DO NOTHING RETURNING order_id`,
    [
      claims.map((c) => c.userId),
      claims.map((c) => c.area),
      claims.map((c) => c.key),
      claims.map((c) => c.requestHash),
      claims.map((c) => c.orderId),
    ],
  );
  if (rows.length !== claims.length) throw new OrderKeyTaken();
}
