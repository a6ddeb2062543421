import { afterAll, describe, expect, it } from 'vitest';

import {
  crashApp,
  expectAckedOnce,
  expectBooksBalanced,
  runAndKill,
  sharedDb,
} from '../../support/crash-harness.js';
import { T0 } from '../binary/trade-helper.js';
import { checkMoney } from './oversea-helper.js';

/** Acknowledged orders seen before the kill. */
const ACKS = 400;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash with a batch of overseas orders in flight', () => {
  it('every acknowledged order exists exactly once after the restart, and the ledger sums to zero', async () => {
    const shared = await sharedDb('ocrash');
    cleanups.push(shared.drop);
    const { killed, acked, output } = await runAndKill(
      'test/engines/oversea/batch-crash-child.ts',
      shared.target,
      ACKS,
    );
    expect(killed, output).toBe(true);
    expect(output).toContain('READY');
    expect(output).not.toContain('FAILED');

    const app = await crashApp(await shared.open(), T0 + 60_000);
    cleanups.push(() => app.close());

    const orders = await app.db.query<{ id: number; userId: number; key: string | null; status: string }>(
      `SELECT o.id, o.user_id AS "userId", k.key, o.status FROM oversea_order o
       LEFT JOIN order_key k ON k.order_id = o.id AND k.area = 'oversea'`,
    );
    // A market order filled; every 7th order, a limit far below the price, resting.
    expectAckedOnce(orders, acked, (ack) => (Number(ack.key.slice(1)) % 7 === 6 ? 'OPEN' : 'FILLED'));

    // Positions equal the sum of their fills; the ledger sums to zero; the escrow holds the open margins.
    await expectBooksBalanced(app, 'oversea');
    await checkMoney(app);
  }, 180_000);
});
