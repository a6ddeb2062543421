/**
 * A mixed load over the engines' public calls (pnpm bench mixed); printed, never asserted.
 *   mixed  BENCH_CLIENTS players at once for BENCH_SECONDS, each going round a cycle of futures market and limit
 *          orders, cancels, TP/SL, leverage and margin changes and closes, and overseas quick orders and closes:
 *          calls per second overall and per kind, with p50 and p99 latency and the refusals by code
 */
import { performance } from 'node:perf_hooks';

import { VirtualClock } from '../src/market/clock.js';
import { FlatSource, fundedPlayers } from './bench-players.js';
import type { BenchHelpers } from './oversea.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // a Wednesday, 09:00 in Seoul: CME Globex trades
const BTC = { id: 1, stock: 'BTCUSDT', price: 6_500_000 };
const NQ = { id: 8, stock: 'NQ', price: 2_100_000 };

type App = Awaited<ReturnType<BenchHelpers['benchApp']>>;
/** One call of the cycle; undefined when there is nothing to call it on (no position, no resting order). */
type Call = (app: App, userId: number, n: number) => Promise<(() => Promise<unknown>) | undefined>;

const futuresPosition = async (app: App, userId: number) =>
  (await app.futures.openPositions(userId, BTC.id))[0];

/** Each player's cycle, in order: what a quick trader does in a busy minute, futures and overseas. */
const CYCLE: Array<[kind: string, call: Call]> = [
  [
    'futures market',
    async (app, userId, n) => () =>
      app.futures.placeOrder(userId, {
        futuresOptionId: BTC.id,
        marketType: 'MARKET',
        tradeType: n % 2 === 0 ? 'B' : 'S',
        qty: '0.01',
      }),
  ],
  [
    'futures tpsl',
    async (app, userId) => {
      const position = await futuresPosition(app, userId);
      if (position === undefined) return undefined;
      const long = position.side === 'LONG';
      return () =>
        app.futures.setTpsl(userId, {
          futuresPositionId: position.id,
          takeProfit: long ? '70000' : '60000',
          stopLoss: long ? '60000' : '70000',
          isMarkTp: true,
          isMarkSl: true,
        });
    },
  ],
  [
    'futures limit',
    async (app, userId) => () =>
      // Well under the price: it rests, to be cancelled.
      app.futures.placeOrder(userId, {
        futuresOptionId: BTC.id,
        marketType: 'LIMIT',
        tradeType: 'B',
        qty: '0.01',
        price: '60000',
      }),
  ],
  [
    'futures cancel',
    async (app, userId) => {
      const [order] = await app.repos.futures.openOrders({ userId });
      return order && (() => app.futures.cancelOrder(userId, order.id));
    },
  ],
  [
    'futures margin',
    async (app, userId, n) => {
      const position = await futuresPosition(app, userId);
      return (
        position &&
        (() =>
          app.futures.adjustMargin(userId, {
            futuresPositionId: position.id,
            amount: '1',
            type: n % 2 === 0 ? 'ADD' : 'REMOVE',
          }))
      );
    },
  ],
  [
    'futures close',
    async (app, userId) => {
      const position = await futuresPosition(app, userId);
      return (
        position &&
        (() =>
          app.futures.placeOrder(userId, {
            futuresOptionId: BTC.id,
            marketType: 'MARKET',
            tradeType: position.side === 'LONG' ? 'S' : 'B',
            futuresPositionId: position.id,
          }))
      );
    },
  ],
  [
    'futures leverage',
    async (app, userId, n) => () => app.futures.setLeverage(userId, BTC.id, n % 2 === 0 ? 20 : 10),
  ],
  [
    'oversea order',
    async (app, userId, n) => () =>
      app.oversea.placeOrder(userId, {
        overseaOptionId: NQ.id,
        marketType: 'MARKET',
        tradeType: n % 2 === 0 ? 'B' : 'S',
        qty: 1,
      }),
  ],
  [
    'oversea close',
    async (app, userId) => {
      const [position] = await app.repos.oversea.openPositions(userId);
      return (
        position &&
        (() =>
          app.oversea.placeOrder(userId, {
            overseaOptionId: NQ.id,
            marketType: 'MARKET',
            tradeType: position.side === 'LONG' ? 'S' : 'B',
            overseaPositionId: position.id,
          }))
      );
    },
  ],
];

interface KindFigures {
  latencies: number[];
  refused: Record<string, number>;
}

export async function mixedLoad(h: BenchHelpers): Promise<void> {
  const seconds = h.env('BENCH_SECONDS', 10);
  const clients = h.env('BENCH_CLIENTS', 50);
  const { db, label, drop } = await h.openDb();
  const clock = new VirtualClock(T0 + 1_000);
  const app = await h.benchApp({
    db,
    clock,
    market: {
      clock,
      sources: (c) => [
        new FlatSource(c as VirtualClock, BTC.stock, BTC.price),
        new FlatSource(c as VirtualClock, NQ.stock, NQ.price),
      ],
    },
    binary: { autoStart: false },
  });
  await app.ready();
  const ids = await fundedPlayers(app, clients, {
    prefix: 'mbench',
    phoneDigit: 6,
    wallet: ['FUTURES', 'MONEY'],
    amount: 10n ** 15n,
  });
  // Isolated margin: a position's margin can be added to and taken from (the cycle's margin changes).
  for (const userId of ids) await app.futures.setMarginType(userId, BTC.id, 'ISOLATED');
  const figures = new Map<string, KindFigures>(
    CYCLE.map(([kind]) => [kind, { latencies: [], refused: {} }] as const),
  );
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    ids.map(async (userId, i) => {
      // Players start at different points of the cycle: every kind is under way at once.
      for (let n = i; performance.now() < end; n++) {
        const [kind, call] = CYCLE[n % CYCLE.length]!;
        const kindFigures = figures.get(kind)!;
        const run = await call(app, userId, Math.floor(n / CYCLE.length));
        if (run === undefined) continue;
        const start = performance.now();
        try {
          await run();
          kindFigures.latencies.push(performance.now() - start);
        } catch (error) {
          const code = (error as { code?: string }).code ?? 'ERROR';
          kindFigures.refused[code] = (kindFigures.refused[code] ?? 0) + 1;
        }
      }
    }),
  );
  const all = [...figures.values()].flatMap((each) => each.latencies).sort((a, b) => a - b);
  const line = (latencies: number[]) =>
    latencies.length === 0
      ? `${'0'.padStart(6)} done`
      : `${String(latencies.length).padStart(6)} done, ${(latencies.length / seconds).toFixed(0).padStart(5)}/s, ` +
        `p50 ${h.percentile(latencies, 50).toFixed(1)} ms, p99 ${h.percentile(latencies, 99).toFixed(1)} ms`;
  console.log(`mixed on ${label}: ${clients} players for ${seconds} s`);
  console.log(`  ${'all calls'.padEnd(17)} ${line(all)}`);
  for (const [kind, { latencies, refused }] of figures) {
    latencies.sort((a, b) => a - b);
    const refusals = Object.keys(refused).length === 0 ? '' : ` (refused ${JSON.stringify(refused)})`;
    console.log(`  ${kind.padEnd(17)} ${line(latencies)}${refusals}`);
  }
  await app.close();
  await drop();
}
