import { PGlite } from '@electric-sql/pglite';

import type { Db, Queryable } from './db.js';
import { Mutex } from './mutex.js';

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PGliteLike): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite is one connection: a statement issued while another caller's transaction is open would run inside
 * that transaction. Every query and transaction therefore waits its turn on one mutex.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir === undefined ? {} : { dataDir });
  const direct = wrap(pg);
  const lock = new Mutex();
  return {
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    tx: (fn) => lock.run(() => pg.transaction((t) => fn(wrap(t)))),
    close: () => lock.run(() => pg.close()),
  };
}
