import { PGlite } from '@electric-sql/pglite';

import { DatabaseDeadError, type Db, type Queryable } from './db.js';
import { Mutex } from './mutex.js';
import { embeddedPgliteModule } from './pglite-module.js';

// The server's TypeScript libs leave out WebAssembly's types; the class is there at run time.
const WasmTrap = (globalThis as unknown as { WebAssembly: { RuntimeError: ErrorConstructor } }).WebAssembly
  .RuntimeError;

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
 *
 * A trap inside its WebAssembly (e.g. "memory access out of bounds") leaves the engine's memory corrupt: every
 * later query fails too. From the first trap on, every call fails fast with DatabaseDeadError and `fatal`
 * settles, so the process restarts instead of answering 500 forever.
 *
 * `loadDataDir` starts it from a dump (PGlite's dumpDataDir) instead of an empty cluster: no initdb to wait for.
 */
export async function openPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const wasmModule = await embeddedPgliteModule();
  const pg = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), ...options, wasmModule });
  const direct = wrap(pg);
  const lock = new Mutex();
  let dead: DatabaseDeadError | undefined;
  let reportFatal: (error: Error) => void = () => undefined;
  const fatal = new Promise<Error>((resolve) => (reportFatal = resolve));

  async function guarded<T>(fn: () => Promise<T>): Promise<T> {
    if (dead !== undefined) throw dead;
    try {
      return await lock.run(fn);
    } catch (error) {
      if (error instanceof WasmTrap) {
        dead ??= new DatabaseDeadError(error);
        reportFatal(dead);
        throw dead;
      }
      throw error;
    }
  }

  return {
    query: (sql, params) => guarded(() => direct.query(sql, params)),
    exec: (sql) => guarded(() => direct.exec(sql)),
    tx: (fn, { statementTimeoutMs } = {}) =>
      guarded(() =>
        pg.transaction(async (t) => {
          if (statementTimeoutMs !== undefined)
            await t.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(statementTimeoutMs))}`);
          return fn(wrap(t));
        }),
      ),
    close: () => lock.run(() => (dead === undefined ? pg.close() : Promise.resolve())),
    // One process owns the embedded database: it is every lock's holder.
    tryLock: async () => ({ lost: new Promise<Error>(() => undefined), release: async () => undefined }),
    fatal,
  };
}
