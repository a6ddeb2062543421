/** The whole query layer the repositories see; PGlite and pg.Pool both implement it. */
export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Settles when the database can no longer answer at all (the embedded engine crashed): the process must
   * restart. A real PostgreSQL never settles it; its pool reconnects by itself.
   */
  readonly fatal: Promise<Error>;
}

/** Thrown for every query once the database has died; answered 503, never retried in-process. */
export class DatabaseDeadError extends Error {
  constructor(override readonly cause: Error) {
    super(`the database is dead: ${cause.message}`);
    this.name = 'DatabaseDeadError';
  }
}
