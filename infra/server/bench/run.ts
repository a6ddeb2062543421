/**
 * Benchmarks that print figures (no assertions). Loopback only, bounded in count and time.
 *   pnpm bench bets-http     bets accepted per second over HTTP, 50 concurrent clients (in a worker thread) for 10 s
 *   pnpm bench settle        time to settle 10,000 and 100,000 bets of one round
 *   pnpm bench tick-latency  tick-to-client latency through STOMP with 1,000 subscribed clients
 *   pnpm bench memory        RSS of the real server (dist/, started as `serve:demo`) under light use
 *   pnpm bench oversea-orders | oversea-ticks   the overseas engine (bench/oversea.ts)
 *   pnpm bench futures-orders | futures-ticks   the futures engine (bench/futures.ts)
 *   pnpm bench copy-mirror   a trader's fill to the last of 1,000 followers' copies (bench/copytrade.ts)
 *   pnpm bench mixed         futures orders, cancels, TP/SL, closes, leverage and margin changes and overseas quick
 *                            orders and closes at once: calls/s overall and per kind, p50/p99 (bench/mixed.ts)
 *   pnpm bench startup       restarts of the built server on a seeded demo database, to its first /health 200
 * PGlite in memory by default; DATABASE_URL uses that PostgreSQL (a throwaway database is created there).
 * Client sweeps: for futures-orders, oversea-orders and mixed, BENCH_CLIENTS may be a list: BENCH_CLIENTS=10,50,200
 * runs the bench once per count (each on a fresh database) and prints a line each (throughput, p50, p99), which is
 * how throughput changes with the number of clients.
 * Options: BENCH_SECONDS, BENCH_CLIENTS, BENCH_FOLLOWERS, BENCH_SIZES (e.g. "10000,100000"), BENCH_SETTLE_BATCH (bets per
 * settlement transaction; the engine's default otherwise), BENCH_DIST (memory).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { KLINE_INTERVALS } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

import { buildApp, type AppOptions } from '../src/app.js';
import { readConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { VirtualClock } from '../src/market/clock.js';
import { SYMBOLS } from '../src/market/symbols.js';
import { eachClientCount } from './bench-players.js';
import { copyMirror } from './copytrade.js';
import { futuresOrders, futuresTicks } from './futures.js';
import { mixedLoad } from './mixed.js';
import { overseaOrders, overseaTicks } from './oversea.js';
import { startupBench } from './startup.js';
import { throwawayDatabase } from './throwaway-database.js';
import type { PriceSource, TickSink } from '../src/market/price-source.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // a Wednesday: every market open
const USDT = 1_000_000n;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The app on a throwaway data folder, removed when the app closes. */
async function benchApp(options: Omit<AppOptions, 'config'>): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-bench-'));
  const config: Config = {
    // Every bench client logs in from this one address, as players behind one NAT would; each client bets as
    // fast as its answers come, far beyond a player's pace, so the order limits are lifted to measure the booking.
    ...readConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_LOGIN_IP: `${Math.max(60, env('BENCH_CLIENTS', 50))}/60`,
      RATE_LIMIT_ORDER_ACCOUNT: '1000000/1',
      RATE_LIMIT_ORDER_IP: '1000000/1',
    }),
    port: 0,
    host: '127.0.0.1',
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  };
  const app = await buildApp({ ...options, config });
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return app;
}

/** Throwaway databases not dropped yet: dropped when the bench ends, also when it fails half-way. */
const undropped = new Set<() => Promise<void>>();

async function openDb(): Promise<{ db: Db; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url === undefined)
    return { db: await openPgliteDb(), label: 'PGlite (in memory)', drop: async () => {} };
  const database = await throwawayDatabase(url, 'bx_bench');
  const drop = async () => {
    undropped.delete(drop);
    await database.drop();
  };
  undropped.add(drop);
  return { db: openPgDb(database.url), label: 'PostgreSQL', drop };
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
  const options = await app.repos.binary.options();
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
  const round = (await app.repos.binary.currentRound(optionId))!;
  const tokens: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    const response = await fetch(`${base}/api/login?siteInfoId=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${i}`, password: 'demo1234', siteInfoId: 1 }),
    });
    tokens.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const { latencies, ok, failed, statuses } = await new Promise<{
    latencies: number[];
    ok: number;
    failed: number;
    statuses: Record<string, number>;
  }>((resolve, reject) => {
    const clients = new Worker(new URL('./bet-clients.mjs', import.meta.url), {
      workerData: { base, tokens, roundId: round.id, seconds },
    });
    clients.once('message', resolve);
    clients.once('error', reject);
  });
  latencies.sort((a, b) => a - b);
  console.log(
    `bets-http on ${label}: ${concurrency} concurrent clients for ${seconds} s (virtual time ${clock.now()})`,
  );
  console.log(
    `  accepted ${ok} bets, refused ${failed} (${JSON.stringify(statuses)}): ${(ok / seconds).toFixed(0)} bets/s`,
  );
  console.log(
    `  latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${latencies[latencies.length - 1]?.toFixed(1)}`,
  );
  await app.close();
  await drop();
}

async function settle(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
  for (const size of sizes) {
    const { app, clock, optionId, label, drop } = await virtualApp(
      process.env.BENCH_SETTLE_BATCH === undefined ? undefined : env('BENCH_SETTLE_BATCH', 500),
    );
    const ids = await players(app, env('BENCH_PLAYERS', 200), 1_000_000n);
    const round = (await app.repos.binary.currentRound(optionId))!;
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
    console.log(
      `settle on ${label}: ${size} bets of ${ids.length} players in one round (batches of ${app.binary.settleBatchSize})`,
    );
    console.log(`  placing (bulk intake, 1,000 per transaction): ${(placed / 1000).toFixed(2)} s`);
    console.log(
      `  settling: ${(took / 1000).toFixed(2)} s = ${((size / took) * 1000).toFixed(0)} bets/s; ${row!.settled} settled, round ${row!.phase}`,
    );
    await app.close();
    await drop();
  }
}

/** The tick-latency server: real clock, the GBM simulator, STOMP; prints its port. Ends on SIGTERM, database dropped. */
async function serveSim(): Promise<void> {
  const { db, drop } = await openDb();
  const app = await benchApp({
    db,
    market: { historyMinutes: 10 },
    binary: { autoStart: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(drop)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
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
  // The server drops its throwaway database as it ends: wait for it.
  const ended = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await ended;
  latencies.sort((a, b) => a - b);
  console.log(
    `tick-latency: ${clients} STOMP clients on /topic/trade/BTCUSDT for ${seconds} s (server in its own process)`,
  );
  console.log(`  ${latencies.length} frames received (${(latencies.length / seconds).toFixed(0)}/s)`);
  console.log(
    `  tick time -> client ms: p50 ${percentile(latencies, 50)}, p99 ${percentile(latencies, 99)}, max ${latencies[latencies.length - 1]}`,
  );
}

const MB = 2 ** 20;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The supervisor's forked server (a new one after a restart). */
async function childOf(parent: number): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command's closing parenthesis: state, then the parent's pid.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) return Number(entry);
  }
  return undefined;
}

interface MemorySample {
  rss: number;
  /** Resident pages of mapped files: the node binary and its libraries. */
  files: number;
  /** Resident part of the WebAssembly memory (PGlite's heap). */
  wasmResident: number;
  /** From the probe inside the server, when it has written. */
  probe?: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; wasm: number };
}

async function sampleMemory(pid: number, probeDir: string): Promise<MemorySample> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  // V8 places a wasm memory at the start of a reservation of several GiB: the accessible part (rw-p, no
  // file) is directly followed by the rest of the reservation (---p). Nothing else in the process looks so.
  const maps: Array<{ start: bigint; end: bigint; perm: string; file: string; rss: number }> = [];
  for (const line of (await readFile(`/proc/${pid}/smaps`, 'utf8')).split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header !== null) {
      maps.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perm: header[3]!,
        file: header[4]!,
        rss: 0,
      });
    }
    const resident = /^Rss:\s+(\d+) kB/.exec(line);
    if (resident !== null && maps.length > 0) maps[maps.length - 1]!.rss = Number(resident[1]) * 1024;
  }
  let wasmResident = 0;
  for (let i = 0; i + 1 < maps.length; i++) {
    const [a, b] = [maps[i]!, maps[i + 1]!];
    if (
      a.file === '' &&
      a.perm === 'rw-p' &&
      b.perm === '---p' &&
      b.start === a.end &&
      b.end - a.start >= 1n << 32n
    )
      wasmResident += a.rss;
  }
  const probe = await readFile(path.join(probeDir, `${pid}.json`), 'utf8')
    .then((text) => JSON.parse(text) as MemorySample['probe'])
    .catch(() => undefined);
  return { rss: kb('VmRSS'), files: kb('RssFile'), wasmResident, probe };
}

function memoryLine(seconds: number, sample: MemorySample): string {
  const mb = (bytes: number | undefined) =>
    bytes === undefined ? '   -' : (bytes / MB).toFixed(0).padStart(4);
  const p = sample.probe;
  return (
    `  ${String(Math.round(seconds)).padStart(5)} s  rss ${mb(sample.rss)} MB | wasm ${mb(sample.wasmResident)} resident of ` +
    `${mb(p?.wasm)} | V8 heap ${mb(p?.heapUsed)} used of ${mb(p?.heapTotal)} | external ${mb(p?.external)} ` +
    `(array buffers ${mb(p?.arrayBuffers)}) | files ${mb(sample.files)} | other ` +
    mb(sample.rss - sample.wasmResident - (p?.heapTotal ?? 0) - sample.files)
  );
}

/**
 * The product's start path (`node dist/supervise.js --demo`, so build first) on a throwaway data folder and port,
 * under light use: STOMP clients on trade topics, three players reading charts and statistics and betting now
 * and then. Prints the forked server's RSS (not the supervisor's) over time, split into PGlite's wasm memory,
 * the V8 heap, mapped files (node itself) and the rest (code, malloc, stacks; external memory outside wasm). Options: BENCH_SECONDS (default 300), BENCH_CLIENTS (STOMP clients, default 5),
 * BENCH_DIST (another build folder, e.g. a copy of dist/ from before a change).
 */
async function memoryBench(): Promise<void> {
  const seconds = env('BENCH_SECONDS', 300);
  const clients = env('BENCH_CLIENTS', 5);
  const every = Math.max(5, Math.round(seconds / 12));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-bench-memory-'));
  const probeDir = path.join(dataDir, 'probe');
  await mkdir(probeDir);
  const port = await freePort();
  const probe = new URL('memory-probe.mjs', import.meta.url).href;
  const dist = process.env.BENCH_DIST ?? 'dist';
  const supervisor = spawn(process.execPath, [`${dist}/supervise.js`, '--demo'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BX_MEMORY_PROBE: probeDir,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${probe}`].filter(Boolean).join(' '),
    },
  });
  try {
    await driveMemoryBench(supervisor, { seconds, clients, every, port, probeDir, dist });
  } finally {
    supervisor.kill('SIGTERM');
    if (supervisor.exitCode === null) await new Promise((resolve) => supervisor.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function driveMemoryBench(
  supervisor: ChildProcessByStdio<null, Readable, null>,
  {
    seconds,
    clients,
    every,
    port,
    probeDir,
    dist,
  }: { seconds: number; clients: number; every: number; port: number; probeDir: string; dist: string },
): Promise<void> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    let out = '';
    supervisor.stdout.on('data', (chunk: Buffer) => {
      if (out.length < 10_000) out += chunk.toString();
      if (out.includes('BX platform ready')) resolve();
    });
    supervisor.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  const server = async () => (await childOf(supervisor.pid!)) ?? supervisor.pid!;
  console.log(
    `memory: node ${dist}/supervise.js --demo on PGlite, ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `${clients} STOMP clients, 3 players, ${seconds} s (server pid ${await server()})`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the probe's first figures
  const first = await sampleMemory(await server(), probeDir);
  console.log(memoryLine(0, first));

  const base = `http://127.0.0.1:${port}/api`;
  const counts = { requests: 0, failed: 0, betsAccepted: 0, betsRefused: 0, frames: 0 };
  const call = async <T>(pathname: string, token?: string, body?: unknown, key?: string) => {
    const response = await fetch(`${base}${pathname}${pathname.includes('?') ? '&' : '?'}siteInfoId=1`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    counts.requests++;
    const json = (await response.json().catch(() => null)) as { data?: T } | null;
    return { status: response.status, data: json?.data as T };
  };
  const login = async (username: string) =>
    (
      await call<{ accessToken: string }>('/login', undefined, {
        username,
        password: 'demo1234',
        siteInfoId: 1,
      })
    ).data.accessToken;

  const stocks = SYMBOLS.map((s) => s.stock);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clients; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/bx_ws?siteInfoId=1`, { perMessageDeflate: false });
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        ws.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
        for (const [n, stock] of [stocks[i % stocks.length]!, stocks[(i + 1) % stocks.length]!].entries())
          ws.send(`SUBSCRIBE\nid:${n}\ndestination:/topic/trade/${stock}\n\n\0`);
        resolve();
      });
    });
    ws.on('message', () => counts.frames++);
  }

  const end = performance.now() + seconds * 1000;
  const intervals = KLINE_INTERVALS;
  const player = async (username: string, offset: number) => {
    let token = await login(username);
    const options = (
      await call<Array<{ id: number; stock: string; type: string }>>('/trade/option/list', token)
    ).data;
    const option = options.find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!;
    await new Promise((resolve) => setTimeout(resolve, offset));
    for (let step = 0; performance.now() < end; step++) {
      const stock = stocks[step % stocks.length]!;
      const interval = intervals[step % intervals.length]!;
      const reads = [
        `/trade/kline_data?stockListStrs=${stocks.join(',')}&interval=${interval}`,
        `/stock/chart?stock=${stock}&interval=${interval}&limit=300`,
        `/stock/chart_page?stock=${stock}&interval=1m&page=${1 + (step % 5)}&size=100`,
        `/trade/ticker_statistics?stockListStrs=${stocks.join(',')}`,
        ...(step % 5 === 0 ? ['/me', '/wallet/my', '/trade/option/list', '/trade/history/list'] : []),
      ];
      for (const pathname of reads) {
        const { status } = await call(pathname, token);
        if (status === 401) token = await login(username);
        else if (status !== 200) counts.failed++;
      }
      if (step % 5 === 0) {
        const round = (
          await call<{ tradeRoundId: number; phase: string } | null>(
            `/trade/game/current?tradeOptionId=${option.id}`,
          )
        ).data;
        if (round?.phase === 'OPEN') {
          const bet = { point: '5', tradeRoundId: round.tradeRoundId, type: step % 2 ? 'B' : 'S' };
          const { status } = await call('/trade/history/betting', token, bet, `${username}-${step}`);
          if (status === 200) counts.betsAccepted++;
          else counts.betsRefused++;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  };
  const load = Promise.all(['demo1', 'demo2', 'demo3'].map((name, i) => player(name, i * 600)));

  let last = first;
  let peak = first.rss;
  const t0 = performance.now();
  while (performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(every * 1000, end - performance.now())));
    last = await sampleMemory(await server(), probeDir);
    peak = Math.max(peak, last.rss);
    console.log(memoryLine((performance.now() - t0) / 1000, last));
  }
  await load;
  for (const ws of sockets) ws.terminate();
  console.log(
    `  ${counts.requests} requests (${counts.failed} failed), bets ${counts.betsAccepted} accepted ` +
      `${counts.betsRefused} refused, ${counts.frames} STOMP frames received`,
  );
  console.log(
    `  rss MB: start ${(first.rss / MB).toFixed(0)}, end ${(last.rss / MB).toFixed(0)}, peak ${(peak / MB).toFixed(0)}`,
  );
}

const benchmarks: Record<string, () => Promise<void>> = {
  'bets-http': betsHttp,
  settle,
  'tick-latency': tickLatency,
  'serve-sim': serveSim,
  memory: memoryBench,
  'oversea-orders': () => eachClientCount(() => overseaOrders({ openDb, benchApp, env, percentile })),
  'oversea-ticks': () => overseaTicks({ openDb, benchApp, env, percentile }),
  'futures-orders': () => eachClientCount(() => futuresOrders({ openDb, benchApp, env, percentile })),
  'futures-ticks': () => futuresTicks({ openDb, benchApp, env, percentile }),
  'copy-mirror': () => copyMirror({ openDb, benchApp, env, percentile }),
  mixed: () => eachClientCount(() => mixedLoad({ openDb, benchApp, env, percentile })),
  startup: () => startupBench(env),
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
if (name === 'serve-sim') await run();
else {
  try {
    await run();
  } finally {
    for (const drop of undropped) await drop();
  }
  process.exit(0);
}
