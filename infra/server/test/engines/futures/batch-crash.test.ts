import { afterAll, describe, it } from 'vitest';

import { expectBatchCrashSafe } from '../../support/crash-harness.js';
import { checkFuturesMoney } from './futures-helper.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash with a batch of futures orders in flight', () => {
  it('every acknowledged order exists exactly once after the restart, and the ledger sums to zero', async () => {
    await expectBatchCrashSafe({
      area: 'futures',
      script: 'test/engines/futures/batch-crash-child.ts',
      // Acknowledged orders seen before the kill: ten and a half batches of the child's 40 players, so the kill
      // lands inside a batch (an order answered before its batch committed would be lost).
      acks: 420,
      statusOf: () => 'FILLED',
      checkMoney: checkFuturesMoney,
      cleanups,
    });
  }, 180_000);
});
