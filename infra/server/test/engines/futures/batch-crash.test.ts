import { afterAll, describe, expect, it } from 'vitest';

import {
  crashApp,
  expectAckedOnce,
  expectBooksBalanced,
  runAndKill,
  sharedDb,
} from '../../support/crash-harness.js';
import { T0 } from '../binary/trade-helper.js';
import { checkFuturesMoney } from './futures-helper.js';

/** Acknowledged orders seen before the kill. */
const ACKS = 400;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash with a batch of futures orders in flight', () => {
  it('every acknowledged order exists exactly once after the restart, and the ledger sums to zero', async () => {
    const shared = await sharedDb('fcrash');
    cleanups.push(shared.drop);
    const { killed, acked, output } = await runAndKill(
      'test/engines/futures/batch-crash-child.ts',
      shared.target,
      ACKS,
    );
    expect(killed, output).toBe(true);
    expect(output).toContain('READY');
    expect(output).not.toContain('FAILED');

    const app = await crashApp(await shared.open(), T0 + 60_000);
    cleanups.push(() => app.close());

    const orders = await app.db.query<{ id: number; userId: number; key: string | null; status: string }>(
      `SELECT o.id, o.user_id AS "userId", k.key, o.status FROM futures_order o
       LEFT JOIN order_key k ON k.order_id = o.id AND k.area = 'futures'`,
    );
    // Every acknowledged order is there, filled, under its own key, once.
    expectAckedOnce(orders, acked, () => 'FILLED');

    // Positions equal the sum of their fills; the ledger sums to zero; the escrow holds the open margins.
    await expectBooksBalanced(app, 'futures');
    await checkFuturesMoney(app);
  }, 180_000);
});
