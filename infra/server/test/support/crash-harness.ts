/**
 * The kill -9 tests' harness (the binary settlement and the overseas and futures batch tests): a database two
 * processes can open, and a child server process run until it printed enough progress, then killed with SIGKILL
 * while its batches are in flight.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { openPgDb } from '../../src/db/pg-db.js';
import { openPgliteDb } from '../../src/db/pglite-db.js';
import { VirtualClock } from '../../src/market/clock.js';
import type { Asset, LedgerWallet } from '../../src/money/assets.js';
import { createPlayers, ManualSource, T0 } from '../engines/binary/trade-helper.js';
import { backend, testConfig } from '../helper.js';
import { adminQuery } from '../postgres-admin.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

interface SharedDb {
  /** What the child opens (BX_CRASH_DB): a PGlite folder, or a PostgreSQL URL. */
  target: string;
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}

/** A database both processes can open: a PGlite folder, or a throwaway PostgreSQL database. */
export async function sharedDb(prefix: string): Promise<SharedDb> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), `bx-${prefix}-`));
    return {
      target: dir,
      open: () => openPgliteDb(dir),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `bx_${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    target: url.href,
    open: async () => openPgDb(url.href),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An order the child answered: it printed "ACK <userId> <key> <orderId>". */
export interface Ack {
  userId: number;
  key: string;
  orderId: number;
}

/**
 * Runs the child script (relative to the server's folder) on `target`, with `env` added, until it has printed
 * `kill.count` lines that start with `kill.word`, then SIGKILLs it; answers those lines and what else it printed.
 */
export function runAndKill(
  script: string,
  target: string,
  kill: { word: string; count: number },
  env: NodeJS.ProcessEnv = {},
): Promise<{ killed: boolean; marked: string[]; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, BX_CRASH_DB: target },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let rest = '';
    const marked: string[] = [];
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (line.split(' ')[0] === kill.word) marked.push(line);
        else if (output.length < 20_000) output += `${line}\n`;
      }
      if (!killed && marked.length >= kill.count) killed = child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve({ killed, marked, output }));
  });
}

/** An "ACK <userId> <key> <orderId>" line of a batch test's child. */
function ackOf(line: string): Ack {
  const [, userId, key, orderId] = line.split(' ');
  return { userId: Number(userId), key: key!, orderId: Number(orderId) };
}

/** The server on `db` (the child's, or the one restarted after the kill): a virtual clock at `start`, prices set by hand. */
export async function crashApp(db: Db, start: number): Promise<FastifyInstance> {
  const clock = new VirtualClock(start);
  const app = await buildApp({
    config: await testConfig({ marketHolidays: [] }),
    db,
    clock,
    market: { clock, historyMinutes: 5, sources: (c) => [new ManualSource(c)] },
    binary: { autoStart: false },
  });
  await app.ready();
  await clock.advance(3_000);
  return app;
}

/** `count` new players, each funded with `amount` in `wallet` from outside. */
export async function fundedPlayers(
  app: FastifyInstance,
  prefix: string,
  count: number,
  funding: { wallet: LedgerWallet; asset: Asset; amount: bigint },
): Promise<number[]> {
  const players = await createPlayers(app, prefix, new Array<bigint>(count).fill(0n));
  const external = await app.repos.ledger.systemAccountId('EXTERNAL', funding.asset);
  for (const [i, id] of players.entries()) {
    await app.repos.ledger.transfer({
      idempotencyKey: `test-funding:${prefix}:${i}`,
      debitAccountId: external,
      creditAccountId: await app.repos.ledger.userAccountId(id, funding.wallet),
      asset: funding.asset,
      amount: funding.amount,
      code: 'TEST_FUNDING',
    });
  }
  return players;
}

/**
 * Every acknowledged order is among `orders` under its own key, with the status `statusOf` tells; and each
 * order has one key and each key one order (so no call made two orders).
 */
function expectAckedOnce(
  orders: ReadonlyArray<{ id: number; userId: number; key: string | null; status: string }>,
  acked: readonly Ack[],
  statusOf: (ack: Ack) => string,
): void {
  const byId = new Map(orders.map((row) => [row.id, row]));
  for (const ack of acked) {
    const row = byId.get(ack.orderId);
    expect(row, `order ${ack.orderId} was acknowledged`).toBeDefined();
    expect(row).toMatchObject({ userId: ack.userId, key: ack.key, status: statusOf(ack) });
  }
  expect(orders.every((row) => row.key !== null)).toBe(true);
  const keys = new Set(orders.map((row) => `${row.userId}:${row.key}`));
  expect(keys.size).toBe(orders.length);
  expect(orders.length).toBeGreaterThanOrEqual(acked.length);
}

/** Each player's open positions equal the sum of their filled orders, and the ledger sums to zero, undrifted. */
async function expectBooksBalanced(app: FastifyInstance, area: 'oversea' | 'futures'): Promise<void> {
  const net = (table: string, signed: string, where: string) =>
    app.db.query<{ userId: number; qty: string }>(
      `SELECT user_id AS "userId", sum(${signed})::text AS qty FROM ${table} WHERE ${where} GROUP BY user_id`,
    );
  const fills = await net(
    `${area}_order`,
    "CASE trade_type WHEN 'B' THEN qty ELSE -qty END",
    "status = 'FILLED'",
  );
  const held = await net(
    `${area}_position`,
    "CASE side WHEN 'LONG' THEN qty ELSE -qty END",
    "status = 'OPEN'",
  );
  const heldOf = new Map(held.map((row) => [row.userId, Number(row.qty)]));
  for (const row of fills) expect(heldOf.get(row.userId) ?? 0).toBe(Number(row.qty));
  for (const total of (await app.repos.ledger.totalsPerAsset()).values()) expect(total).toBe(0n);
  expect(await app.repos.ledger.driftedAccounts()).toEqual([]);
}

/**
 * The kill -9 test of one area's order batches: the child (`script`) orders until it acknowledged `acks` orders
 * and is killed; the server restarted on the same database must hold every acknowledged order once, with the
 * status `statusOf` tells, positions that sum their fills, a ledger that sums to zero, and `checkMoney`'s escrow.
 */
export async function expectBatchCrashSafe(options: {
  area: 'oversea' | 'futures';
  script: string;
  acks: number;
  statusOf: (ack: Ack) => string;
  checkMoney: (app: FastifyInstance) => Promise<void>;
  cleanups: Array<() => Promise<void>>;
}): Promise<void> {
  const { area, cleanups } = options;
  const shared = await sharedDb(`${area}_crash`);
  cleanups.push(shared.drop);
  const run = await runAndKill(options.script, shared.target, { word: 'ACK', count: options.acks });
  const { killed, output } = run;
  const acked = run.marked.map(ackOf);
  expect(killed, output).toBe(true);
  expect(output).toContain('READY');
  expect(output).not.toContain('FAILED');

  const app = await crashApp(await shared.open(), T0 + 60_000);
  cleanups.push(() => app.close());
  const orders = await app.db.query<{ id: number; userId: number; key: string | null; status: string }>(
    `SELECT o.id, o.user_id AS "userId", k.key, o.status FROM ${area}_order o
     LEFT JOIN order_key k ON k.order_id = o.id AND k.area = '${area}'`,
  );
  expectAckedOnce(orders, acked, options.statusOf);
  await expectBooksBalanced(app, area);
  await options.checkMoney(app);
}
