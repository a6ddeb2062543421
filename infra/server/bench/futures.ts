/**
 * The futures engine's figures (pnpm bench futures-orders | futures-ticks); printed, never asserted.
 *   futures-orders  market orders accepted per second by the engine (BENCH_CLIENTS players ordering at once,
 *                   BENCH_SECONDS long), each booked with its ledger transfers in its own transaction
 *   futures-ticks   one tick's cost in the leader's book (the mark price and the four indexes) with 1,000,000
 *                   resting triggers: none crossed, and 1,000 crossed
 */
import { performance } from 'node:perf_hooks';

import { FuturesBook } from '../src/engines/futures/futures-book.js';
import { FuturesOptions } from '../src/engines/futures/futures-options.js';
import { VirtualClock } from '../src/market/clock.js';
import { MarketService } from '../src/market/market-service.js';
import type { FuturesOrderRow } from '../src/repositories/futures/futures-rows.js';
import { FlatSource, orderBench, orderLoad } from './bench-players.js';
import type { BenchHelpers } from './oversea.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);
const BTC = { id: 1, stock: 'BTCUSDT', price: 6_500_000, tick: 10 };

export async function futuresOrders(h: BenchHelpers): Promise<void> {
  const seconds = h.env('BENCH_SECONDS', 10);
  const { app, ids, label, clients, done } = await orderBench(
    h,
    { start: T0 + 1_000, stock: BTC.stock, price: BTC.price },
    {
      prefix: 'fbench',
      phoneDigit: 8,
      wallet: 'FUTURES',
      amount: 10n ** 15n,
    },
  );
  console.log(`futures-orders on ${label}: ${clients} players ordering at once for ${seconds} s`);
  await orderLoad('market orders', ids, seconds, h.percentile, (userId, n) =>
    // Each player alternates buy and sell: the position opens and closes, as quick trading does.
    app.futures.placeOrder(userId, {
      futuresOptionId: BTC.id,
      marketType: 'MARKET',
      tradeType: n % 2 === 0 ? 'B' : 'S',
      qty: '0.01',
    }),
  );
  await done();
}

function restingLimit(id: number, side: 'B' | 'S', price: number): FuturesOrderRow {
  return {
    id,
    userId: id,
    optionId: BTC.id,
    stock: BTC.stock,
    marketType: 'LIMIT',
    tradeType: side,
    qty: 10n,
    price,
    stopPrice: null,
    firesAbove: null,
    isMark: false,
    isTriggered: false,
    reduceOnly: false,
    positionId: null,
    leverage: 10,
    marginType: 'CROSS',
    margin: 65_000_000n,
    takeProfit: null,
    stopLoss: null,
    status: 'OPEN',
    filledPrice: null,
    fee: 0n,
    liquidationFee: 0n,
    requestedQty: null,
    realizedPnl: null,
    cancelReason: null,
    createdAt: T0,
    filledAt: null,
  };
}

/** A stop watching the mark, firing on the way up or down. */
function markStop(id: number, above: boolean, price: number): FuturesOrderRow {
  return {
    ...restingLimit(id, above ? 'B' : 'S', price),
    marketType: 'STOPMARKET',
    price: null,
    stopPrice: price,
    firesAbove: above,
    isMark: true,
  };
}

/**
 * `count` triggers on BTC, half resting limits (on the last price) and half mark stops, all at least 21 ticks from
 * the price on the side they wait on, so a tick within a tick of the price crosses none.
 */
function bookWith(count: number, market: MarketService) {
  const book = new FuturesBook(new FuturesOptions(market.bus));
  for (let i = 0; i < count; i++) {
    const away = (21 + (i % 5_000)) * BTC.tick;
    const below = i % 2 === 0;
    const price = below ? BTC.price - away : BTC.price + away;
    book.trackOrder(
      i % 4 < 2 ? restingLimit(i + 1, below ? 'B' : 'S', price) : markStop(i + 1, !below, price),
    );
  }
  return book;
}

export async function futuresTicks(h: BenchHelpers): Promise<void> {
  const count = h.env('BENCH_TRIGGERS', 1_000_000);
  const ticks = h.env('BENCH_TICKS', 5_000);
  const clock = new VirtualClock(T0);
  const market = new MarketService({
    clock,
    sources: (c) => [new FlatSource(c as VirtualClock, BTC.stock, BTC.price)],
  });
  market.start();
  const options = new FuturesOptions(market.bus);
  const building = performance.now();
  const book = bookWith(count, market);
  console.log(
    `futures-ticks: ${count} resting BTC triggers (limits and mark stops) in the leader's book, built in ${((performance.now() - building) / 1_000).toFixed(1)} s`,
  );

  const quiet: number[] = [];
  for (let i = 0; i < ticks; i++) {
    const last = BTC.price + ((i % 3) - 1) * BTC.tick;
    const start = performance.now();
    // What the leader does per tick: the mark from the last ticks, then the four indexes.
    const crossed = book.crossed(BTC.stock, last, options.mark(BTC.stock));
    quiet.push(performance.now() - start);
    if (crossed.length > 0) throw new Error('a quiet tick crossed a trigger');
  }
  quiet.sort((a, b) => a - b);
  console.log(
    `  none crossed: ${(h.percentile(quiet, 50) * 1_000).toFixed(1)} µs p50, ${(h.percentile(quiet, 99) * 1_000).toFixed(1)} µs p99 per tick (${ticks} ticks)`,
  );

  // 1,000 more resting buys one tick under the price, where no other trigger is: a tick there takes exactly those.
  const rounds = 10;
  const thousand: number[] = [];
  let taken = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 1_000; i++) book.trackOrder(restingLimit(count + i + 1, 'B', BTC.price - BTC.tick));
    const start = performance.now();
    taken += book.crossed(BTC.stock, BTC.price - BTC.tick, options.mark(BTC.stock)).length;
    thousand.push(performance.now() - start);
  }
  thousand.sort((a, b) => a - b);
  console.log(
    `  1,000 crossed: ${(taken / rounds).toFixed(0)} triggers taken, ${(h.percentile(thousand, 50) * 1_000).toFixed(1)} µs p50 per tick (${rounds} rounds)`,
  );
  market.stop();
}
