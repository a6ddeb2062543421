import { expect, vi } from 'vitest';

import type { Db, Queryable } from '../../src/db/db.js';
import { GroupCommit } from '../../src/engines/group-commit.js';

/**
 * Runs `calls` in ONE batch of an engine's group commit, in their order: `first` (another player's call) is written
 * first and its batch held after its commit, so every call made meanwhile waits for the next batch. Each call
 * starts once the one before reached the batch's queue. Fails when they did not share one transaction.
 */
export async function inOneBatch<T>(
  db: Db,
  first: () => Promise<unknown>,
  calls: Array<() => Promise<T>>,
): Promise<Array<PromiseSettledResult<T>>> {
  const realTx = db.tx.bind(db);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let transactions = 0;
  let holding!: () => void;
  const holds = new Promise<void>((resolve) => (holding = resolve));
  db.tx = async <R>(fn: (q: Queryable) => Promise<R>, options?: Parameters<typeof realTx>[1]) => {
    transactions += 1;
    try {
      return await realTx(fn, options);
    } finally {
      if (transactions === 1) {
        holding();
        await held;
      }
    }
  };
  const submitted = vi.spyOn(GroupCommit.prototype, 'submit');
  try {
    const written = first();
    await holds;
    const started: Array<Promise<T>> = [];
    for (const call of calls) {
      const queued = submitted.mock.calls.length + 1;
      let answered = false;
      const result = call().finally(() => (answered = true));
      started.push(result);
      // Until it is queued, or answered without a batch (a check that needs none refused it).
      await vi.waitFor(() => expect(answered || submitted.mock.calls.length >= queued).toBe(true), {
        timeout: 10_000,
        interval: 5,
      });
    }
    const results = Promise.allSettled(started);
    release();
    await written;
    const settled = await results;
    expect(transactions).toBe(2);
    return settled;
  } finally {
    release();
    submitted.mockRestore();
    db.tx = realTx;
  }
}

export const refusalOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as { code?: string }).code : 'accepted';
