/**
 * The overseas engine's figures (pnpm bench oversea-orders | oversea-ticks); printed, never asserted.
 *   oversea-orders  quick market orders accepted per second by the engine (BENCH_CLIENTS players ordering at
 *                   once, BENCH_SECONDS long), group-committed: a batch's orders decided in memory and written
 *                   with set statements in one transaction
 *   oversea-ticks   one tick's cost in the leader's book with 100,000 resting TP/SL triggers: none crossed, and
 *                   100 crossed; and the per-second re-placing of every loss-cut price
 */
import { performance } from 'node:perf_hooks';

import type { FastifyInstance } from 'fastify';

import type { AppOptions } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { OverseaBook } from '../src/engines/oversea/oversea-book.js';
import { OverseaOptions } from '../src/engines/oversea/oversea-options.js';
import { VirtualClock } from '../src/market/clock.js';
import { MarketService } from '../src/market/market-service.js';
import type { PositionRow } from '../src/repositories/oversea/oversea-rows.js';
import { orderBench, orderLoad } from './bench-players.js';

export interface BenchHelpers {
  openDb(): Promise<{ db: Db; label: string; drop: () => Promise<void> }>;
  benchApp(options: Omit<AppOptions, 'config'>): Promise<FastifyInstance>;
  env(name: string, fallback: number): number;
  percentile(sorted: number[], p: number): number;
}

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // a Wednesday, 09:00 in Seoul: CME Globex trades
const NQ = { id: 8, stock: 'NQ', price: 2_100_000 };

export async function overseaOrders(h: BenchHelpers): Promise<void> {
  const seconds = h.env('BENCH_SECONDS', 10);
  const { app, ids, label, clients, done } = await orderBench(
    h,
    { start: T0 + 1_000, stock: NQ.stock, price: NQ.price },
    {
      prefix: 'obench',
      phoneDigit: 7,
      wallet: 'MONEY',
      amount: 10n ** 12n,
    },
  );
  console.log(`oversea-orders on ${label}: ${clients} players ordering at once for ${seconds} s`);
  await orderLoad('quick orders', ids, seconds, h.percentile, (userId, n) =>
    // Each player alternates buy and sell: their position stays at one contract or none, as quick trading does.
    app.oversea.placeOrder(userId, {
      overseaOptionId: NQ.id,
      marketType: 'MARKET',
      tradeType: n % 2 === 0 ? 'B' : 'S',
      qty: 1,
    }),
  );
  await done();
}

function position(
  id: number,
  side: 'LONG' | 'SHORT',
  entry: number,
  tpTick: number,
  slTick: number,
): PositionRow {
  return {
    id,
    userId: id,
    optionId: NQ.id,
    stock: NQ.stock,
    side,
    qty: 1,
    entryCost: BigInt(entry),
    margin: 3_312_000n,
    tpTick,
    slTick,
    isOvernight: false,
    version: 0,
    status: 'OPEN',
    openedAt: T0,
    closedAt: null,
    closePrice: null,
    realizedPnl: null,
    closeReason: null,
  };
}

/** 50,000 positions of NQ (each with a take-profit and a stop-loss: 100,000 triggers) in a book of their own. */
function bookWith(positions: number, spread: number) {
  const market = new MarketService({ clock: new VirtualClock(T0), sources: () => [] });
  const book = new OverseaBook(new OverseaOptions(market), () => NQ.price);
  for (let i = 0; i < positions; i++) {
    // Entries within 20 ticks of the price; TP/SL 41 ticks away or more, so a tick near the price crosses none.
    const entry = NQ.price + ((i % 41) - 20) * 25;
    const row = position(
      i + 1,
      i % 2 === 0 ? 'LONG' : 'SHORT',
      entry,
      41 + (i % spread),
      41 + ((i * 7) % spread),
    );
    book.account(row.userId).free = 10n ** 12n;
    book.trackPosition(row);
  }
  return book;
}

export async function overseaTicks(h: BenchHelpers): Promise<void> {
  const positions = 50_000;
  const ticks = h.env('BENCH_TICKS', 2_000);
  const book = bookWith(positions, 400);
  console.log(`oversea-ticks: ${positions} NQ positions in the leader's book, each with a TP and an SL`);

  const quiet: number[] = [];
  for (let i = 0; i < ticks; i++) {
    const start = performance.now();
    const crossed = book.crossed(NQ.stock, NQ.price + ((i % 3) - 1) * 25);
    quiet.push(performance.now() - start);
    if (crossed.length > 0) throw new Error('a quiet tick crossed a trigger');
  }
  quiet.sort((a, b) => a - b);
  console.log(
    `  none crossed: ${(h.percentile(quiet, 50) * 1_000).toFixed(1)} µs p50, ${(h.percentile(quiet, 99) * 1_000).toFixed(1)} µs p99 per tick (${ticks} ticks)`,
  );

  // 100 more longs whose take-profit sits one tick above the price, where no other trigger is (those are at
  // least 21 ticks away): a tick there crosses exactly those 100.
  const rounds = 20;
  const hundred: number[] = [];
  let taken = 0;
  for (let r = 0; r < rounds; r++) {
    const fresh = bookWith(positions, 400);
    for (let i = 0; i < 100; i++) fresh.trackPosition(position(positions + i + 1, 'LONG', NQ.price, 1, 400));
    const start = performance.now();
    taken += fresh.crossed(NQ.stock, NQ.price + 25).length;
    hundred.push(performance.now() - start);
  }
  hundred.sort((a, b) => a - b);
  console.log(
    `  100 crossed: ${(taken / rounds).toFixed(0)} triggers taken, ${(h.percentile(hundred, 50) * 1_000).toFixed(1)} µs p50 per tick (${rounds} books)`,
  );

  // A poll re-places the loss-cut prices of players whose balance changed (here: all of them, by one KRW).
  const placing = performance.now();
  for (const [userId, account] of book.accounts) {
    account.free -= 1n;
    book.placeLosscuts(userId);
  }
  console.log(
    `  re-placing ${positions} loss-cut prices (a poll where every balance changed): ${(performance.now() - placing).toFixed(1)} ms`,
  );
}
