import pg from 'pg';

import {
  CommitUnknownError,
  DatabaseUnavailableError,
  type Db,
  type HeldLock,
  type Queryable,
  type TxOptions,
} from './db.js';
import { isConnectionLoss } from './connection-loss.js';

/** How long a COMMIT whose answer was lost may take to be confirmed from the database before the call gives up. */
const COMMIT_CHECK_MS = 10_000;

/** A lost connection is told as DatabaseUnavailableError (503); what PostgreSQL itself refused passes unchanged. */
function unavailableOr(error: unknown): unknown {
  return error instanceof Error && !(error instanceof DatabaseUnavailableError) && isConnectionLoss(error)
    ? new DatabaseUnavailableError(error)
    : error;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      try {
        return (await client.query(sql, [...params])).rows as T[];
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    exec: async (sql: string) => {
      try {
        await client.query(sql);
      } catch (error) {
        throw unavailableOr(error);
      }
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
 * BEGIN, with the transaction's id asked in the same trip: should the connection die during COMMIT, that id is
 * how the database is asked afterwards whether the commit happened.
 */
async function begin(client: pg.PoolClient, options: TxOptions): Promise<string> {
  const results = (await client.query(
    `BEGIN${timeoutClause(options)}; SELECT txid_current()::text AS xid`,
  )) as unknown as pg.QueryResult<{ xid: string }>[];
  return results.at(-1)!.rows[0]!.xid;
}

/**
 * What became of a transaction whose COMMIT lost its answer: asked on another connection until the database
 * answers 'committed' or 'aborted' (a backend still finishing it says 'in progress' for a moment).
 */
async function committed(pool: pg.Pool, xid: string, cause: Error): Promise<boolean> {
  const giveUpAt = Date.now() + COMMIT_CHECK_MS;
  for (;;) {
    try {
      const { rows } = await pool.query<{ status: string | null }>(
        'SELECT txid_status($1::bigint) AS status',
        [xid],
      );
      const status = rows[0]?.status;
      if (status === 'committed') return true;
      if (status === 'aborted') return false;
    } catch (error) {
      if (!(error instanceof Error) || !isConnectionLoss(error)) throw error;
    }
    if (Date.now() > giveUpAt) throw new CommitUnknownError(cause);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function commit(client: pg.PoolClient, pool: pg.Pool, xid: string): Promise<void> {
  try {
    await client.query('COMMIT');
  } catch (error) {
    if (!(error instanceof Error) || !isConnectionLoss(error)) throw error;
    if (!(await committed(pool, xid, error))) throw new DatabaseUnavailableError(error);
  }
}

/**
 * A client of the pool for a transaction, with its `error` listener on it before anything else can run: the pool
 * takes its own listener off as it hands the client out, and the next message on the client's socket (a FATAL
 * from pg_terminate_backend, read in the same chunk as the answer that freed the client) would otherwise be an
 * unhandled 'error' that ends the process. So the callback form of connect, which runs as the client is handed
 * out, not `await pool.connect()`, which resumes a turn later.
 */
function checkout(
  pool: pg.Pool,
  onConnectionError: (error: Error) => void,
): Promise<{ client: pg.PoolClient; held: { lost: Error | undefined; listener: (error: Error) => void } }> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error !== undefined || client === undefined) {
        reject(unavailableOr(error ?? new Error('no client')));
        return;
      }
      const held = {
        lost: undefined as Error | undefined,
        listener: (lost: Error) => {
          if (held.lost === undefined) onConnectionError(lost);
          held.lost ??= lost;
        },
      };
      client.on('error', held.listener);
      resolve({ client, held });
    });
  });
}

/**
 * A pool on a PostgreSQL server. When the server ends a connection (a restart, a failover,
 * pg_terminate_backend, a network cut), idle or in the middle of a transaction, the pool drops it and the next
 * query opens another; `onConnectionError` hears of it. Without a listener that 'error' event would end the whole
 * process. Calls made while the server cannot be reached fail with DatabaseUnavailableError (answered 503), within
 * `connectionTimeoutMillis` when it does not answer at all.
 */
export function openPgDb(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Db {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  pool.on('error', onConnectionError);
  return {
    ...wrap(pool),
    async tx(fn, options = {}) {
      const { client, held } = await checkout(pool, onConnectionError);
      try {
        const xid = await begin(client, options);
        const result = await fn(wrap(client));
        await commit(client, pool, xid);
        return result;
      } catch (error) {
        const thrown = unavailableOr(error);
        if (thrown instanceof DatabaseUnavailableError) held.lost ??= thrown;
        else if (held.lost === undefined) await client.query('ROLLBACK').catch(() => undefined);
        throw thrown;
      } finally {
        client.off('error', held.listener);
        // A broken connection goes (the pool ends it); a healthy one returns to the pool.
        client.release(held.lost);
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
  const client = new pg.Client({
    connectionString,
    keepAlive: true,
    connectionTimeoutMillis: 5_000,
    application_name: `bx-lock:${name}`,
  });
  const lost = new Promise<Error>((resolve) => {
    client.on('error', resolve); // on, not once: a dead connection may report more than one error
    client.once('end', () => resolve(new Error(`the connection holding ${name} ended`)));
  });
  try {
    await client.connect();
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
    throw unavailableOr(error);
  }
  return { lost, release: () => client.end().catch(() => undefined) };
}
