import type { Db, Queryable } from '../db/db.js';

/** How many calls one batch takes at most: each is a savepoint (a subtransaction) of the batch's transaction. */
export const GROUP_COMMIT_MAX = 64;

/** How many times a batch runs before its calls hear that PostgreSQL broke a deadlock on it. */
const BATCH_ATTEMPTS = 3;

/**
 * PostgreSQL ended the transaction to break a deadlock or a serialization conflict: nothing of the batch was
 * written and no call was answered, so the whole batch may run again (`prepare` reads its state afresh, and the
 * quick calls decide again). Rolling back to a savepoint would not do: the locks the batch took before it (its
 * players') are the ones the other transaction waits on.
 */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

type Outcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

export interface GroupCommitSteps<J, R> {
  db: Pick<Db, 'tx'>;
  /** Queues a turn of the engine's changes (`BookEngine.run`): a batch runs alone, between triggers and polls. */
  schedule: (turn: () => Promise<void>) => Promise<void>;
  /** First step of the batch's transaction, before any call's own (the players' account locks, in one order). */
  prepare?: (q: Queryable, jobs: readonly J[]) => Promise<void>;
  /** One call's checks and writes, in the batch's transaction; a throw undoes only this call's writes. */
  step: (q: Queryable, job: J) => Promise<R>;
  /**
   * A call decided in memory, tried before `step` (check-then-write): it reads and writes no database, leaving
   * its writes for `flush`; a throw refuses only it (it changed nothing). Undefined: the call takes `step`.
   */
  quick?: (job: J) => Promise<R | undefined>;
  /** Writes what the quick calls so far decided: before any `step` (which reads the database) and the commit. */
  flush?: (q: Queryable) => Promise<void>;
  /** After the commit, before anyone is answered: the book and the pushes. A failure here is only logged. */
  committed: (done: ReadonlyArray<{ job: J; result: R }>) => Promise<void>;
  log?: { error(obj: unknown, msg: string): void };
  max?: number;
}

interface Waiting<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/engine-core.md): calls that arrive while a batch is being written wait together and go in the
 * next batch, checked one after another in arrival order and written in ONE transaction. A call the engine decides
 * in memory (`quick`) writes nothing itself: the batch writes what those calls decided with set statements
 * (`flush`) before the next call that reads the database, and before the commit. Any other call runs in a
 * savepoint, so a refusal (or any failure of its own) rolls back only its writes and answers only that call. Every
 * call of a batch is answered after the batch committed: an answered call survives a crash, and a call whose batch
 * did not commit was not made (its caller hears the failure).
 */
export class GroupCommit<J, R> {
  private waiting: Array<Waiting<J, R>> = [];
  private scheduled = false;

  constructor(private readonly steps: GroupCommitSteps<J, R>) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    void this.steps
      .schedule(() => this.turn())
      .catch((error: unknown) => this.steps.log?.error({ err: error }, 'a group commit turn failed'));
  }

  /** One call's `step` in a savepoint, so its failure undoes only its writes. */
  private async saved(q: Queryable, job: J, alone: boolean): Promise<Outcome<R>> {
    // A batch of one needs no savepoint: its failure rolls the whole transaction back, and answers it.
    if (alone) return { ok: true, result: await this.steps.step(q, job) };
    await q.query('SAVEPOINT group_commit');
    try {
      return { ok: true, result: await this.steps.step(q, job) };
    } catch (error) {
      if (isRetryable(error)) throw error;
      await q.query('ROLLBACK TO SAVEPOINT group_commit');
      return { ok: false, error };
    }
  }

  private async turn(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting.splice(0, this.steps.max ?? GROUP_COMMIT_MAX);
    if (this.waiting.length > 0) this.schedule();
    if (batch.length === 0) return;
    let outcomes: Outcome<R>[];
    try {
      outcomes = await this.write(batch.map((w) => w.job));
    } catch (error) {
      // The batch did not commit: no call of it was made.
      for (const w of batch) w.reject(error);
      return;
    }
    const done: Array<{ job: J; result: R }> = [];
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) done.push({ job: batch[i]!.job, result: outcome.result });
    });
    try {
      await this.steps.committed(done);
    } catch (error) {
      this.steps.log?.error({ err: error }, 'after a group commit');
    }
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) batch[i]!.resolve(outcome.result);
      else batch[i]!.reject(outcome.error);
    });
  }

  /** The batch's transaction, run again while PostgreSQL breaks a deadlock on it (`isRetryable`). */
  private async write(jobs: readonly J[]): Promise<Outcome<R>[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.steps.db.tx((q) => this.run(q, jobs));
      } catch (error) {
        if (attempt >= BATCH_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  private async run(q: Queryable, jobs: readonly J[]): Promise<Outcome<R>[]> {
    const each: Outcome<R>[] = [];
    await this.steps.prepare?.(q, jobs);
    let unwritten = false;
    for (const job of jobs) {
      try {
        const quick = await this.steps.quick?.(job);
        if (quick !== undefined) {
          each.push({ ok: true, result: quick });
          unwritten = true;
          continue;
        }
      } catch (error) {
        each.push({ ok: false, error });
        continue;
      }
      if (unwritten) await this.steps.flush?.(q);
      unwritten = false;
      each.push(await this.saved(q, job, jobs.length === 1));
    }
    if (unwritten) await this.steps.flush?.(q);
    return each;
  }
}
