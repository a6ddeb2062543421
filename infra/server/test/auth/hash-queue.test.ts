import { describe, expect, it } from 'vitest';

import { HashQueue } from '../../src/auth/hash-queue.js';
import { RetryLaterError } from '../../src/errors/retry-later.js';

/** A task that runs until its test says so, recording how many ran at once. */
function harness() {
  let running = 0;
  let peak = 0;
  const started: number[] = [];
  const finish: Array<() => void> = [];
  const task = (id: number) => () =>
    new Promise<number>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      started.push(id);
      finish[id] = () => {
        running--;
        resolve(id);
      };
    });
  return { task, started, finish, peak: () => peak };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in order', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 10 });
    const { task, started, finish, peak } = harness();
    const results = [0, 1, 2, 3, 4].map((id) => queue.run(task(id)));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });

    finish[1]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const id of [0, 2, 3, 4]) {
      await settle();
      finish[id]!();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(peak()).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task at once when the wait list is full: 503 SERVER_BUSY, retry in a second', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 2 });
    const { task, finish } = harness();
    const accepted = [0, 1, 2].map((id) => queue.run(task(id)));
    await settle();
    const refused = await queue.run(task(3)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVER_BUSY', retryAfterSeconds: 1 });

    finish[0]!();
    await settle();
    // A place on the wait list is free again.
    const later = queue.run(task(4));
    for (const id of [1, 2, 4]) {
      await settle();
      finish[id]!();
    }
    expect(await Promise.all([...accepted, later])).toEqual([0, 1, 2, 4]);
  });

  it('frees the slot of a failed task', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('starts waiting tasks when its limits are raised', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 5 });
    const { task, started, finish } = harness();
    const results = [0, 1, 2].map((id) => queue.run(task(id)));
    await settle();
    expect(started).toEqual([0]);
    queue.configure({ concurrency: 3, maxWaiting: 5 });
    await settle();
    expect(started).toEqual([0, 1, 2]);
    [0, 1, 2].forEach((id) => finish[id]!());
    await Promise.all(results);
  });
});
