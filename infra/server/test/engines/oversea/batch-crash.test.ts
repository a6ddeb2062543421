import { afterAll, describe, it } from 'vitest';

import { expectBatchCrashSafe } from '../../support/crash-harness.js';
import { checkMoney } from './oversea-helper.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash with a batch of overseas orders in flight', () => {
  it('every acknowledged order exists exactly once after the restart, and the ledger sums to zero', async () => {
    await expectBatchCrashSafe({
      area: 'oversea',
      script: 'test/engines/oversea/batch-crash-child.ts',
      // Acknowledged orders seen before the kill: ten and a half batches of the child's 40 players, so the kill
      // lands inside a batch (an order answered before its batch committed would be lost).
      acks: 420,
      // A market order filled; every 7th order, a limit far below the price, resting.
      statusOf: (ack) => (Number(ack.key.slice(1)) % 7 === 6 ? 'OPEN' : 'FILLED'),
      checkMoney: checkMoney,
      cleanups,
    });
  }, 180_000);
});
