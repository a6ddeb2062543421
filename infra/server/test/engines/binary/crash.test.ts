import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../src/app.js';
import { payoutOf } from '../../../src/engines/binary/rules.js';
import { VirtualClock } from '../../../src/market/clock.js';
import { testConfig } from '../../helper.js';
import { runAndKill, sharedDb } from '../../support/crash-harness.js';
import { balancesByKind, ManualSource, T0, USDT } from './trade-helper.js';

const BETS = 2_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash during settlement', () => {
  it('a SIGKILLed server settles every bet exactly once after the restart', async () => {
    const shared = await sharedDb('crash');
    cleanups.push(shared.drop);
    // Killed after five committed settlement batches of 50 (the child pauses after each).
    const { killed, output } = await runAndKill(
      'test/engines/binary/crash-child.ts',
      shared.target,
      { word: 'SETTLED', count: 5 },
      { BX_CRASH_BETS: String(BETS) },
    );
    expect(killed, output).toBe(true);
    expect(output).toContain('PLACED');
    expect(output).not.toContain('DONE');

    const clock = new VirtualClock(T0 + 10 * 60_000);
    const app = await buildApp({
      config: await testConfig(),
      db: await shared.open(),
      clock,
      market: { clock, sources: (c) => [new ManualSource(c)] },
      binary: { autoStart: false },
    });
    cleanups.push(() => app.close());
    await app.ready();
    const [before] = await app.db.query<{ settled: number; total: number }>(
      'SELECT count(*) FILTER (WHERE status <> 0)::int AS settled, count(*)::int AS total FROM binary_bet',
    );
    expect(before!.total).toBe(BETS);
    expect(before!.settled).toBeGreaterThan(0);
    expect(before!.settled).toBeLessThan(BETS);

    await app.binary.start();
    await clock.idle();

    const bets = await app.db.query<{
      id: number;
      userId: number;
      type: string;
      point: string;
      payout: string;
      status: number;
    }>(
      `SELECT b.id, b.user_id AS "userId", b.type, b.point::text AS point, b.payout::text AS payout, b.status
       FROM binary_bet b`,
    );
    const expected = new Map<number, bigint>();
    const paid = new Map<number, bigint>();
    let stakes = 0n;
    for (const bet of bets) {
      expect(bet.status).toBe(1);
      const won = bet.type === 'B';
      const payout = won ? payoutOf(BigInt(bet.point), '1.95').payout : 0n;
      expect(BigInt(bet.payout)).toBe(payout);
      stakes += BigInt(bet.point);
      paid.set(bet.userId, (paid.get(bet.userId) ?? 0n) + payout);
      expected.set(bet.userId, (expected.get(bet.userId) ?? 1_000_000n * USDT) - BigInt(bet.point) + payout);
    }
    // The settlement books per batch (the stakes) and per player in a batch (the payouts): booked once, the
    // stakes captured add up to the stakes of the bets, and each player is paid what their bets won.
    const [captured] = await app.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM transfer WHERE code = 'BINARY_STAKE'`,
    );
    expect(BigInt(captured!.total)).toBe(stakes);
    const payouts = await app.db.query<{ userId: number; total: string }>(
      `SELECT a.user_id AS "userId", sum(t.amount)::text AS total FROM transfer t
       JOIN ledger_account a ON a.id = t.credit_account_id WHERE t.code = 'BINARY_PAYOUT' GROUP BY a.user_id`,
    );
    expect(new Map(payouts.map((row) => [row.userId, BigInt(row.total)]))).toEqual(
      new Map([...paid].filter(([, total]) => total > 0n)),
    );
    const balances = await app.repos.ledger.walletBalances([...expected.keys()], 'BINARY');
    for (const [userId, balance] of balances) expect(balance).toBe(expected.get(userId));
    for (const total of (await app.repos.ledger.totalsPerAsset()).values()) expect(total).toBe(0n);
    expect((await balancesByKind(app)).BINARY_ESCROW).toBe(0n);
    expect(await app.repos.ledger.driftedAccounts()).toEqual([]);
    const [round] = await app.db.query<{ phase: string }>(
      'SELECT phase FROM trade_round WHERE id = (SELECT max(trade_round_id) FROM binary_bet)',
    );
    expect(round!.phase).toBe('SETTLED');
  }, 120_000);
});
