import { describe, expect, it } from 'vitest';

import { BetIntake } from '../../../src/engines/binary/bet-intake.js';

/** A book function that records its batches and answers each item doubled, or refuses odd ones. */
function recorder(options: { refuseOdd?: boolean; failBatch?: number } = {}) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  return {
    batches,
    /** Holds the next batches until `open` is called. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    book: async (items: readonly number[]) => {
      batches.push([...items]);
      await gate;
      if (options.failBatch === batches.length) throw new Error('the database went away');
      return items.map((n) => (options.refuseOdd && n % 2 === 1 ? new Error(`refused ${n}`) : n * 2));
    },
  };
}

describe('BetIntake', () => {
  it('books the bets that arrive together in one batch, and answers each its own outcome', async () => {
    const r = recorder({ refuseOdd: true });
    const intake = new BetIntake(r.book);
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => intake.submit(n)));
    expect(r.batches).toEqual([[1, 2, 3, 4]]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('refused 1') },
      { status: 'fulfilled', value: 4 },
      { status: 'rejected', reason: new Error('refused 3') },
      { status: 'fulfilled', value: 8 },
    ]);
  });

  it('gathers what arrives while a batch is booked into the next one', async () => {
    const r = recorder();
    const intake = new BetIntake(r.book);
    r.hold();
    const first = intake.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => intake.submit(n));
    r.open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('caps a batch, and a failed batch fails only its own bets', async () => {
    const r = recorder({ failBatch: 1 });
    const intake = new BetIntake(r.book, 2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => intake.submit(n)));
    expect(r.batches).toEqual([[1, 2], [3]]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
