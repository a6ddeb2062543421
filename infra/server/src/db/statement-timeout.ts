import { DatabaseBusy } from '../errors/database-busy.js';
import type { Queryable } from './db.js';

/** PostgreSQL's query_canceled: what a statement_timeout raises. */
const QUERY_CANCELED = '57014';

/**
 * Runs `fn` in the caller's transaction with every statement bounded to `ms` (waiting on a lock included), so
 * an answer never waits on a stalled database longer than that; a statement cut off throws DatabaseBusy, and
 * the caller's transaction rolls back with nothing done.
 */
export async function withStatementTimeout<T>(q: Queryable, ms: number, fn: () => Promise<T>): Promise<T> {
  await q.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(ms))}`);
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new DatabaseBusy();
    throw error;
  }
}
