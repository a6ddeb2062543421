import type { Db, Queryable } from '../../db/db.js';
import { GroupCommit } from '../group-commit.js';

/** What one call did: the changes its engine follows after the commit, and what its caller is answered. */
export interface CallDone<C, T> {
  /** Undefined: nothing for the book or the pushes. */
  changes: C[] | undefined;
  answer: T;
}

/** One player's call in a batch: its checks and writes in the batch's transaction. */
export type CallStep<S, C, T> = (q: Queryable, state: S | undefined) => Promise<CallDone<C, T>>;

/**
 * One player's call decided in memory against their batch state (check-then-write): it changes `state` by what it
 * did, so the player's next call of the batch sees it, and leaves its writes for the batch's `flush`. A throw
 * refuses it and must leave `state` as it was; undefined: it needs the database and takes its `CallStep`.
 */
export type QuickStep<S, C, T> = (state: S) => Promise<CallDone<C, T> | undefined>;

interface Call<S, C> {
  userId: number;
  step: CallStep<S, C, unknown>;
  quick?: QuickStep<S, C, unknown>;
}

export interface BatchedCallsSteps<S, C> {
  db: Pick<Db, 'tx'>;
  /** Queues a turn of the engine's changes (`BookEngine.run`): a batch runs alone, between triggers and polls. */
  schedule: (turn: () => Promise<void>) => Promise<void>;
  /**
   * The batch's first step: locks every player's account of the batch (one statement, in one order, so two
   * instances' batches never wait on each other in a cycle) and reads what their calls check, per player.
   */
  read: (q: Queryable, userIds: readonly number[]) => Promise<Map<number, S>>;
  /** Writes what the batch's quick calls decided so far, in its transaction (set statements). */
  flush?: (q: Queryable) => Promise<void>;
  /** After the commit, before anyone is answered: the book and the pushes of the calls that changed something. */
  committed: (done: ReadonlyArray<{ userId: number; changes: readonly C[] }>) => Promise<void>;
  log?: { error(obj: unknown, msg: string): void };
  max?: number;
}

/**
 * An engine's calls of every kind (orders, cancels, settings...), group-committed (docs/engine-core.md): the calls
 * that arrive together are checked in sequence and written in one transaction, a savepoint each, and answered once
 * it committed. A player's first call of a batch gets the state `read` read for them under the batch's locks.
 * Quick calls (in memory) carry that state from one to the next, moving it by what they did; the player's first
 * call that takes a savepoint gets it as they left it (flushed just before), and spends it: their later calls of
 * the batch get none and read the database themselves, under the same locks.
 */
export class BatchedCalls<S, C> {
  private readonly commit: GroupCommit<Call<S, C>, CallDone<C, unknown>>;
  /** The per-player state of the batch being written, until a call of the player takes its savepoint. */
  private states = new Map<number, S>();

  constructor(steps: BatchedCallsSteps<S, C>) {
    this.commit = new GroupCommit<Call<S, C>, CallDone<C, unknown>>({
      db: steps.db,
      schedule: steps.schedule,
      prepare: async (q, calls) => {
        this.states = await steps.read(
          q,
          calls.map((call) => call.userId),
        );
      },
      quick: async (call) => {
        const state = this.states.get(call.userId);
        if (call.quick === undefined || state === undefined) return undefined;
        return call.quick(state);
      },
      flush: steps.flush,
      step: (q, call) => {
        const state = this.states.get(call.userId);
        this.states.delete(call.userId);
        return call.step(q, state);
      },
      committed: (done) => {
        this.states.clear();
        return steps.committed(
          done.flatMap(({ job, result }) =>
            result.changes === undefined ? [] : [{ userId: job.userId, changes: result.changes }],
          ),
        );
      },
      log: steps.log,
      max: steps.max,
    });
  }

  /**
   * Runs `quick` (when given, and the player's batch state is still carried) or else `step` for `userId` in the
   * next batch; answers its answer once the batch committed.
   */
  async call<T>(userId: number, step: CallStep<S, C, T>, quick?: QuickStep<S, C, T>): Promise<T> {
    const done = await this.commit.submit({ userId, step, quick });
    return done.answer as T;
  }
}
