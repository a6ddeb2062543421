import pg from 'pg';

import type { Db, HeldLock, Queryable, TxOptions } from './db.js';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, [...params])).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

/** The SET LOCAL that rides with BEGIN in one simple-protocol query: one round trip, not two. */
function timeoutClause({ statementTimeoutMs }: TxOptions): string {
  return statementTimeoutMs === undefined
    ? ''
    : `; SET LOCAL statement_timeout = ${Math.max(1, Math.floor(statementTimeoutMs))}`;
}

/**
 * A pool on a PostgreSQL server. When the server ends an idle connection (a restart, a failover,
 * pg_terminate_backend), the pool drops it and the next query opens another; `onIdleError` hears of it. Without
 * a listener that 'error' event would end the whole process.
 */
export function openPgDb(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleError);
  return {
    ...wrap(pool),
    async tx(fn, options = {}) {
      const client = await pool.connect();
      try {
        await client.query(`BEGIN${timeoutClause(options)}`);
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    tryLock: (name) => tryAdvisoryLock(connectionString, name),
    fatal: new Promise<Error>(() => undefined),
  };
}

/**
 * A session-level advisory lock on a connection of its own, outside the pool: PostgreSQL releases it when that
 * connection ends, so a process that dies (even by SIGKILL) gives the lock up as soon as its socket closes.
 */
async function tryAdvisoryLock(connectionString: string, name: string): Promise<HeldLock | undefined> {
  const client = new pg.Client({ connectionString, keepAlive: true, application_name: `bx-lock:${name}` });
  const lost = new Promise<Error>((resolve) => {
    client.on('error', resolve); // on, not once: a dead connection may report more than one error
    client.once('end', () => resolve(new Error(`the connection holding ${name} ended`)));
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS held',
      [name],
    );
    if (rows[0]?.held !== true) {
      await client.end();
      return undefined;
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return { lost, release: () => client.end() };
}
