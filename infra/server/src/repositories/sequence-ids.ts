import type { Queryable } from '../db/db.js';

/**
 * New ids for a batch's orders and positions, from their tables' own sequences, in one statement (group commit:
 * the engine decided the rows in memory and writes them with their ids).
 */
export async function takeSequenceIds(
  q: Queryable,
  sequences: { orders: string; positions: string },
  orders: number,
  positions: number,
): Promise<{ orders: number[]; positions: number[] }> {
  const [row] = await q.query<{ orders: number[] | null; positions: number[] | null }>(
    `SELECT
       (SELECT array_agg(nextval($1::regclass)::int) FROM generate_series(1, $3::int)) AS orders,
       (SELECT array_agg(nextval($2::regclass)::int) FROM generate_series(1, $4::int)) AS positions`,
    [sequences.orders, sequences.positions, orders, positions],
  );
  return { orders: (row?.orders ?? []).map(Number), positions: (row?.positions ?? []).map(Number) };
}
