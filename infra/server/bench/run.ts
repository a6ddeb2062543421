/**
 * Benchmarks that print figures (no assertions). Loopback only, bounded in count and time.
 *   pnpm bench bets-http     bets accepted per second over HTTP, 50 concurrent clients for 10 s
 *   pnpm bench settle        time to settle 10,000 and 100,000 bets of one round
 *   pnpm bench tick-latency  tick-to-client latency through STOMP with 1,000 subscribed clients
 * PGlite in memory by default; DATABASE_URL uses that PostgreSQL (a throwaway database is created there).
 * Options: BENCH_SECONDS, BENCH_CLIENTS, BENCH_SIZES (e.g. "10000,100000").
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';

import { buildApp, type AppOptions } from '../src/app.js';
import { readConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { VirtualClock } from '../src/market/clock.js';
import type { PriceSource, TickSink } from '../src/market/price-source.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // a Wednesday: every market open
const USDT = 1_000_000n;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The app on a throwaway data folder, removed when the app closes. */
async function benchApp(options: Omit<AppOptions, 'config'>): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-bench-'));
  const config: Config = {
    // Every bench client logs in from this one address, as players behind one NAT would.
    ...readConfig({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_IP: `${Math.max(60, env('BENCH_CLIENTS', 50))}/60` }),
    port: 0,
    host: '127.0.0.1',
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  };
  const app = await buildApp({ ...options, config });
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return app;
}

async function openDb(): Promise<{ db: Db; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url === undefined)
    return { db: await openPgliteDb(), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `bx_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPgDb(target.href);
  return {
    db,
    label: 'PostgreSQL',
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Constant prices, one tick per stock every 500 ms: enough for the engine, nothing to measure. */
class FlatSource implements PriceSource {
  readonly name = 'flat';
  readonly stocks = ['BTCUSDT'];
  price = 6_500_000;
  private cancel: (() => void) | undefined;
  constructor(private readonly clock: VirtualClock) {}
  start(sink: TickSink): void {
    const loop = (at: number) => {
      this.cancel = this.clock.setTimer(at, () => {
        sink.tick({ stock: 'BTCUSDT', time: at, price: this.price, volume: 1 });
        loop(at + 500);
      });
    };
    loop(Math.ceil(this.clock.now() / 500) * 500);
  }
  stop(): void {
    this.cancel?.();
  }
}

async function virtualApp(settleBatchSize?: number) {
  const { db, label, drop } = await openDb();
  const clock = new VirtualClock(T0 + 1_000);
  let source: FlatSource | undefined;
  const app = await benchApp({
    db,
    clock,
    market: {
      clock,
      sources: (c) => {
        source = new FlatSource(c as VirtualClock);
        return [source];
      },
    },
    binary: settleBatchSize === undefined ? {} : { settleBatchSize },
  });
  await app.ready();
  await clock.idle();
  const options = await app.binaryRepo.options();
  const optionId = options.find((o) => o.stock === 'BTCUSDT' && o.type === 'R5')!.id;
  await app.db.query('UPDATE trade_option SET is_play = 0 WHERE id <> $1', [optionId]);
  return { app, clock, source: source!, optionId, label, drop };
}

async function players(app: FastifyInstance, count: number, usdt: bigint): Promise<number[]> {
  const external = await app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await app.repos.users.insert({
      siteId: 1,
      username: `bench${i}`,
      passwordHash: (
        await app.db.query<{ h: string }>(
          `SELECT password_hash AS h FROM app_user WHERE username = 'demo1' AND site_id = 1`,
        )
      )[0]!.h,
      name: `Bench ${i}`,
      phone: `010-8${String(i).padStart(3, '0')}-${String(i).padStart(4, '0')}`,
    });
    await app.repos.ledger.openUserAccounts(id);
    await app.repos.ledger.transfer({
      idempotencyKey: `bench-funding:${id}`,
      debitAccountId: external,
      creditAccountId: await app.repos.ledger.userAccountId(id, 'BINARY'),
      asset: 'USDT',
      amount: usdt * USDT,
      code: 'BENCH_FUNDING',
    });
    ids.push(id);
  }
  return ids;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function betsHttp(): Promise<void> {
  const seconds = env('BENCH_SECONDS', 10);
  const concurrency = env('BENCH_CLIENTS', 50);
  const { app, clock, optionId, label, drop } = await virtualApp();
  await players(app, concurrency, 1_000_000n);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  // The R5 round stays open: the virtual clock does not move during the run.
  const round = (await app.binaryRepo.currentRound(optionId))!;
  const tokens: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    const response = await fetch(`${base}/api/login?siteInfoId=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${i}`, password: 'demo1234', siteInfoId: 1 }),
    });
    tokens.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, client) => {
      let n = 0;
      while (performance.now() < end) {
        const started = performance.now();
        const response = await fetch(`${base}/api/trade/history/betting?siteInfoId=1`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `bench-${client}-${n++}`,
          },
          body: JSON.stringify({ point: '5', tradeRoundId: round.id, type: n % 2 ? 'B' : 'S' }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status === 200) ok++;
        else failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `bets-http on ${label}: ${concurrency} concurrent clients for ${seconds} s (virtual time ${clock.now()})`,
  );
  console.log(`  accepted ${ok} bets, refused ${failed}: ${(ok / seconds).toFixed(0)} bets/s`);
  console.log(
    `  latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${latencies[latencies.length - 1]?.toFixed(1)}`,
  );
  await app.close();
  await drop();
}

async function settle(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
  for (const size of sizes) {
    const { app, clock, optionId, label, drop } = await virtualApp();
    const ids = await players(app, 200, 1_000_000n);
    const round = (await app.binaryRepo.currentRound(optionId))!;
    const placing = performance.now();
    for (let i = 0; i < size; i += 1_000) {
      await app.binary.placeBets(
        Array.from({ length: Math.min(1_000, size - i) }, (_, j) => ({
          userId: ids[(i + j) % ids.length]!,
          key: `s-${i + j}`,
          input: { tradeRoundId: round.id, type: (i + j) % 2 ? ('B' as const) : ('S' as const), point: '5' },
        })),
      );
    }
    const placed = performance.now() - placing;
    await clock.advanceTo(round.lockAt + 600);
    // The engine settles at closeAt + grace; measure from there until the round is SETTLED.
    await clock.advanceTo(round.closeAt + 499);
    const started = performance.now();
    await clock.advanceTo(round.closeAt + 600);
    const took = performance.now() - started;
    const [row] = await app.db.query<{ settled: number; phase: string }>(
      `SELECT (SELECT count(*)::int FROM binary_bet WHERE trade_round_id = $1 AND status <> 0) AS settled, phase
       FROM trade_round WHERE id = $1`,
      [round.id],
    );
    console.log(`settle on ${label}: ${size} bets in one round (batches of ${app.binary.settleBatchSize})`);
    console.log(`  placing (bulk intake, 1,000 per transaction): ${(placed / 1000).toFixed(2)} s`);
    console.log(
      `  settling: ${(took / 1000).toFixed(2)} s = ${((size / took) * 1000).toFixed(0)} bets/s; ${row!.settled} settled, round ${row!.phase}`,
    );
    await app.close();
    await drop();
  }
}

/** The tick-latency server: real clock, the GBM simulator, STOMP; prints its port. */
async function serveSim(): Promise<void> {
  const { db } = await openDb();
  const app = await benchApp({
    db,
    market: { historyMinutes: 10 },
    binary: { autoStart: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function tickLatency(): Promise<void> {
  const clients = env('BENCH_CLIENTS', 1000);
  const seconds = env('BENCH_SECONDS', 10);
  const here = fileURLToPath(import.meta.url);
  const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', here, 'serve-sim'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const port = await new Promise<number>((resolve) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });
  const latencies: number[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clients; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/bx_ws?siteInfoId=1`, { perMessageDeflate: false });
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        ws.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
        ws.send('SUBSCRIBE\nid:0\ndestination:/topic/trade/BTCUSDT\n\n\0');
        resolve();
      });
    });
    ws.on('message', (data: Buffer) => {
      if (!measuring) return;
      const text = data.toString();
      const at = text.indexOf('"time":');
      if (!text.startsWith('MESSAGE') || at < 0) return;
      latencies.push(Date.now() - Number(/"time":(\d+)/.exec(text)![1]));
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  for (const ws of sockets) ws.terminate();
  server.kill('SIGTERM');
  latencies.sort((a, b) => a - b);
  console.log(
    `tick-latency: ${clients} STOMP clients on /topic/trade/BTCUSDT for ${seconds} s (server in its own process)`,
  );
  console.log(`  ${latencies.length} frames received (${(latencies.length / seconds).toFixed(0)}/s)`);
  console.log(
    `  tick time -> client ms: p50 ${percentile(latencies, 50)}, p99 ${percentile(latencies, 99)}, max ${latencies[latencies.length - 1]}`,
  );
}

const benchmarks: Record<string, () => Promise<void>> = {
  'bets-http': betsHttp,
  settle,
  'tick-latency': tickLatency,
  'serve-sim': serveSim,
};
const name = process.argv[2] ?? '';
const run = benchmarks[name];
if (run === undefined) {
  console.log(
    `usage: pnpm bench <${Object.keys(benchmarks)
      .filter((n) => n !== 'serve-sim')
      .join('|')}>`,
  );
  process.exit(1);
}
await run();
if (name !== 'serve-sim') process.exit(0);
