/** The whole query layer the repositories see; PGlite and pg.Pool both implement it. */
export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TxOptions {
  /** Bounds every statement of the transaction (waiting on a lock included); set as it begins, in one trip. */
  statementTimeoutMs?: number;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  close(): Promise<void>;
  /**
   * Takes the named lock for as long as this process holds it, or answers undefined at once when another
   * process has it (leader election between server instances). The embedded database serves one process:
   * there the lock is always granted and never lost.
   */
  tryLock(name: string): Promise<HeldLock | undefined>;
  /**
   * Settles when the database can no longer answer at all (the embedded engine crashed): the process must
   * restart. A real PostgreSQL never settles it; its pool reconnects by itself.
   */
  readonly fatal: Promise<Error>;
}

export interface HeldLock {
  /** Settles if the lock goes without release() (the connection holding it died): stop acting as its holder. */
  readonly lost: Promise<Error>;
  release(): Promise<void>;
}

/** Thrown for every query once the database has died; answered 503, never retried in-process. */
export class DatabaseDeadError extends Error {
  constructor(override readonly cause: Error) {
    super(`the database is dead: ${cause.message}`);
    this.name = 'DatabaseDeadError';
  }
}

/**
 * PostgreSQL cannot be reached now (refused, cut, restarting, failing over): nothing was done, or a commit was
 * confirmed not to have happened. Answered 503 with Retry-After; the pool reconnects by itself.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: Error) {
    super(`the database is unavailable: ${cause.message}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * A COMMIT whose answer was lost with its connection, and the database could not be asked afterwards whether it
 * happened. Answered 503 like an outage; a client retrying with its Idempotency-Key gets the original outcome.
 */
export class CommitUnknownError extends DatabaseUnavailableError {
  constructor(cause: Error) {
    super(cause);
    this.name = 'CommitUnknownError';
  }
}
