import type { Db, Queryable } from '../db/db.js';
import { OrderKeyTaken, type OrderKeyArea } from '../engines/order-claim.js';

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
