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
import { VirtualClock } from '../../../src/market/clock.js';
import { backend, testConfig } from '../../helper.js';
import { ManualSource, T0 } from '../binary/trade-helper.js';
import { checkFuturesMoney } from './futures-helper.js';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
/** Acknowledged orders seen before the kill. */
const ACKS = 400;
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
    const dir = await mkdtemp(path.join(tmpdir(), 'bx-fcrash-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return { target: dir, open: () => openPgliteDb(dir) };
  }
  const name = `bx_fcrash_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { target: url.href, open: async () => openPgDb(url.href) };
}

interface Ack {
  userId: number;
  key: string;
  orderId: number;
}

/** Runs the child until it has acknowledged `acks` orders (batches still in flight), then SIGKILLs it. */
function runAndKill(
  target: string,
  acks: number,
): Promise<{ killed: boolean; acked: Ack[]; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'test/engines/futures/batch-crash-child.ts'],
      { cwd: SERVER_DIR, env: { ...process.env, BX_CRASH_DB: target }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let rest = '';
    const acked: Ack[] = [];
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const [word, userId, key, orderId] = line.split(' ');
        if (word === 'ACK') acked.push({ userId: Number(userId), key: key!, orderId: Number(orderId) });
        else if (output.length < 20_000) output += `${line}\n`;
      }
      if (!killed && acked.length >= acks) killed = child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve({ killed, acked, output }));
  });
}

describe('crash with a batch of futures orders in flight', () => {
  it('every acknowledged order exists exactly once after the restart, and the ledger sums to zero', async () => {
    const shared = await sharedDb();
    const { killed, acked, output } = await runAndKill(shared.target, ACKS);
    expect(killed, output).toBe(true);
    expect(output).toContain('READY');
    expect(output).not.toContain('FAILED');

    const clock = new VirtualClock(T0 + 60_000);
    const app = await buildApp({
      config: await testConfig(),
      db: await shared.open(),
      clock,
      market: { clock, historyMinutes: 5, sources: (c) => [new ManualSource(c)] },
      binary: { autoStart: false },
    });
    cleanups.push(() => app.close());
    await app.ready();
    await clock.advance(3_000);

    const orders = await app.db.query<{ id: number; userId: number; key: string | null; status: string }>(
      `SELECT o.id, o.user_id AS "userId", k.key, o.status FROM futures_order o
       LEFT JOIN order_key k ON k.order_id = o.id AND k.area = 'futures'`,
    );
    const byId = new Map(orders.map((row) => [row.id, row]));
    // Every acknowledged order is there, filled, under its own key...
    for (const ack of acked) {
      const row = byId.get(ack.orderId);
      expect(row, `order ${ack.orderId} was acknowledged`).toBeDefined();
      expect(row).toMatchObject({ userId: ack.userId, key: ack.key, status: 'FILLED' });
    }
    // ... and once: each order has one key and each key one order (so no call made two orders).
    expect(orders.every((row) => row.key !== null)).toBe(true);
    const keys = new Set(orders.map((row) => `${row.userId}:${row.key}`));
    expect(keys.size).toBe(orders.length);
    expect(orders.length).toBeGreaterThanOrEqual(acked.length);

    // Positions equal the sum of their fills; the ledger sums to zero; the escrow holds the open margins.
    const fills = await app.db.query<{ userId: number; qty: string }>(
      `SELECT user_id AS "userId", sum(CASE trade_type WHEN 'B' THEN qty ELSE -qty END)::text AS qty
       FROM futures_order WHERE status = 'FILLED' GROUP BY user_id`,
    );
    const held = await app.db.query<{ userId: number; qty: string }>(
      `SELECT user_id AS "userId", sum(CASE side WHEN 'LONG' THEN qty ELSE -qty END)::text AS qty
       FROM futures_position WHERE status = 'OPEN' GROUP BY user_id`,
    );
    const heldOf = new Map(held.map((row) => [row.userId, BigInt(row.qty)]));
    for (const row of fills) expect(heldOf.get(row.userId) ?? 0n).toBe(BigInt(row.qty));
    for (const total of (await app.repos.ledger.totalsPerAsset()).values()) expect(total).toBe(0n);
    expect(await app.repos.ledger.driftedAccounts()).toEqual([]);
    await checkFuturesMoney(app);
  }, 180_000);
});
