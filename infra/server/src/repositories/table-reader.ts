import type { Queryable } from '../db/db.js';

/** Reads one table's rows: a `WHERE` clause and a tail (order, lock, limit) in, mapped rows out. */
export type TableReader<T> = (q: Queryable, where: string, params: unknown[], tail?: string) => Promise<T[]>;

export function tableReader<T>(table: string, columns: string, map: (raw: never) => T): TableReader<T> {
  return async (q, where, params, tail = '') =>
    (await q.query<never>(`SELECT ${columns} FROM ${table} WHERE ${where} ${tail}`, params)).map(map);
}

/** Rows written in the last $1 seconds, by any instance, as the database's clock tells (an engine leader's catch-up). */
export const CHANGED_WITHIN = 'changed_at > now() - make_interval(secs => $1)';

/** One page of the rows `where` selects, in `order`, and how many there are in all. */
export async function readPage<T>(
  q: Queryable,
  table: string,
  read: TableReader<T>,
  filter: { where: string; params: unknown[]; order: string },
  offset: number,
  limit: number,
): Promise<{ rows: T[]; total: number }> {
  const next = filter.params.length + 1;
  const [rows, count] = await Promise.all([
    read(
      q,
      filter.where,
      [...filter.params, limit, offset],
      `ORDER BY ${filter.order} LIMIT $${next} OFFSET $${next + 1}`,
    ),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${table} WHERE ${filter.where}`,
      filter.params,
    ),
  ]);
  return { rows, total: count[0]!.total };
}

/** A player's history: their rows in `state`, of one option if given, between two times of `timeColumn`. */
export function historyWhere(
  filter: { userId: number; optionId?: number; from?: number; to?: number },
  state: string,
  timeColumn: string,
): { where: string; params: unknown[] } {
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return {
    where: `user_id = $1 AND ${state} AND ($2::int IS NULL OR option_id = $2)
      AND ($3::timestamptz IS NULL OR ${timeColumn} >= $3) AND ($4::timestamptz IS NULL OR ${timeColumn} < $4)`,
    params: [filter.userId, filter.optionId ?? null, at(filter.from), at(filter.to)],
  };
}
