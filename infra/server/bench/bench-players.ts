import { performance } from 'node:perf_hooks';

import type { FastifyInstance } from 'fastify';

import { VirtualClock } from '../src/market/clock.js';
import type { PriceSource, TickSink } from '../src/market/price-source.js';
import { WALLET_ASSETS, type LedgerWallet } from '../src/money/assets.js';
import type { BenchHelpers } from './oversea.js';

/** One stock at one price: enough ticks at the start for a last and a mark price, then none. */
export class FlatSource implements PriceSource {
  readonly name = 'flat';
  readonly stocks: string[];
  constructor(
    private readonly clock: VirtualClock,
    private readonly stock: string,
    private readonly price: number,
  ) {
    this.stocks = [stock];
  }
  start(sink: TickSink): void {
    for (let i = 4; i >= 0; i--)
      sink.tick({ stock: this.stock, time: this.clock.now() - i, price: this.price, volume: 1 });
  }
  stop(): void {}
}

/** `count` new players of site 1 (demo1's password), each with `amount` minor units in `wallet` (each of them). */
export async function fundedPlayers(
  app: FastifyInstance,
  count: number,
  funding: { prefix: string; phoneDigit: number; wallet: LedgerWallet | LedgerWallet[]; amount: bigint },
): Promise<number[]> {
  const wallets = [funding.wallet].flat();
  const [demo1] = await app.db.query<{ hash: string }>(
    `SELECT password_hash AS hash FROM app_user WHERE username = 'demo1' AND site_id = 1`,
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = await app.repos.users.insert({
      siteId: 1,
      username: `${funding.prefix}${i}`,
      passwordHash: demo1!.hash,
      name: `Bench ${funding.prefix} ${i}`,
      phone: `010-${funding.phoneDigit}${String(i).padStart(3, '0')}-${String(i).padStart(4, '0')}`,
    });
    await app.repos.ledger.openUserAccounts(id);
    for (const wallet of wallets) {
      const asset = WALLET_ASSETS[wallet];
      await app.repos.ledger.transfer({
        idempotencyKey: `bench-funding:${id}:${wallet}`,
        debitAccountId: await app.repos.ledger.systemAccountId('EXTERNAL', asset),
        creditAccountId: await app.repos.ledger.userAccountId(id, wallet),
        asset,
        amount: funding.amount,
        code: 'BENCH_FUNDING',
      });
    }
    ids.push(id);
  }
  return ids;
}

/**
 * Every player orders as fast as the answers come, for `seconds`: `place(userId, n)` is the n-th order of a player.
 * Prints the orders accepted per second and their latency.
 */
export async function orderLoad(
  what: string,
  ids: readonly number[],
  seconds: number,
  percentile: (sorted: number[], p: number) => number,
  place: (userId: number, n: number) => Promise<unknown>,
): Promise<void> {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    ids.map(async (userId, i) => {
      for (let n = i; performance.now() < end; n++) {
        const start = performance.now();
        try {
          await place(userId, n);
          latencies.push(performance.now() - start);
        } catch (error) {
          const code = (error as { code?: string }).code ?? 'ERROR';
          refused[code] = (refused[code] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  // One line per run: a sweep of client counts (BENCH_CLIENTS=10,50,200) reads as a table.
  console.log(
    `  ${String(ids.length).padStart(4)} clients: ${(latencies.length / seconds).toFixed(0).padStart(5)} ${what}/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms ` +
      `(${latencies.length} accepted, refused ${JSON.stringify(refused)})`,
  );
}

/**
 * Runs a bench once per client count of BENCH_CLIENTS, a list ("10,50,200") or one count: each run sees its count
 * as BENCH_CLIENTS, on a fresh database.
 */
export async function eachClientCount(run: () => Promise<void>): Promise<void> {
  const asked = process.env.BENCH_CLIENTS;
  const counts = (asked ?? '50').split(',').map((count) => count.trim());
  try {
    for (const count of counts) {
      process.env.BENCH_CLIENTS = count;
      await run();
    }
  } finally {
    if (asked === undefined) delete process.env.BENCH_CLIENTS;
    else process.env.BENCH_CLIENTS = asked;
  }
}

/**
 * An app on a virtual clock (`start`) where one stock stays at one price, with `clients` players funded in `wallet`:
 * the set-up of the order benchmarks. Close it with `done`.
 */
export async function orderBench(
  h: BenchHelpers,
  market: { start: number; stock: string; price: number },
  players: { prefix: string; phoneDigit: number; wallet: LedgerWallet; amount: bigint },
) {
  const clients = h.env('BENCH_CLIENTS', 50);
  const { db, label, drop } = await h.openDb();
  const clock = new VirtualClock(market.start);
  const app = await h.benchApp({
    db,
    clock,
    market: { clock, sources: (c) => [new FlatSource(c as VirtualClock, market.stock, market.price)] },
    binary: { autoStart: false },
  });
  await app.ready();
  const ids = await fundedPlayers(app, clients, players);
  const done = async () => {
    await app.close();
    await drop();
  };
  return { app, ids, label, clients, done };
}
