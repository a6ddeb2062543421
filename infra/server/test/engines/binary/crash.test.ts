import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../src/app.js';
import type { Db } from '../../../src/db/db.js';
import { openPgDb } from '../../../src/db/pg-db.js';
import { openPgliteDb } from '../../../src/db/pglite-db.js';
import { payoutOf } from '../../../src/engines/binary/rules.js';
import { VirtualClock } from '../../../src/market/clock.js';
import { backend, testConfig } from '../../helper.js';
import { balancesByKind, ManualSource, T0, USDT } from './trade-helper.js';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const BETS = 2_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A database both processes can open: a PGlite folder, or a throwaway PostgreSQL database. */
async function sharedDb(): Promise<{ target: string; open: () => Promise<Db> }> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'bx-crash-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return { target: dir, open: () => openPgliteDb(dir) };
  }
  const name = `bx_crash_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { target: url.href, open: async () => openPgDb(url.href) };
}

/** Runs the child until it has committed `batches` settlement batches, then SIGKILLs it. */
function runAndKill(target: string, batches: number): Promise<{ killed: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'test/engines/binary/crash-child.ts'],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, BX_CRASH_DB: target, BX_CRASH_BETS: String(BETS) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let seen = 0;
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      seen = (output.match(/SETTLED/g) ?? []).length;
      if (!killed && seen >= batches) {
        killed = child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve({ killed, output }));
  });
}

describe('crash during settlement', () => {
  it('a SIGKILLed server settles every bet exactly once after the restart', async () => {
    const shared = await sharedDb();
    const { killed, output } = await runAndKill(shared.target, 5);
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
