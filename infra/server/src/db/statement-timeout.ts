import { DatabaseBusy } from '../errors/database-busy.js';
import type { Db, Queryable } from './db.js';

/** PostgreSQL's query_canceled: what a statement_timeout raises. */
const QUERY_CANCELED = '57014';

/**
 * Runs `fn` in a transaction of its own with every statement bounded to `ms` (waiting on a lock included), so
 * an answer never waits on a stalled database longer than that; a statement cut off throws DatabaseBusy, and
 * the transaction rolls back with nothing done.
 */
export async function withStatementTimeout<T>(
  db: Pick<Db, 'tx'>,
  ms: number,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.tx(fn, { statementTimeoutMs: ms });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new DatabaseBusy();
    throw error;
  }
}
