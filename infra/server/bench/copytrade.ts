/**
 * Copy trading's figure (pnpm bench copy-mirror); printed, never asserted.
 *   copy-mirror  BENCH_FOLLOWERS (1,000) players follow trader1; trader1 opens a BTC long, then closes it: the time
 *                from the trader's fill (its order answered) to the last follower's copy filled, each way
 */
import { performance } from 'node:perf_hooks';

import { orderBench } from './bench-players.js';
import type { BenchHelpers } from './oversea.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);
const BTC = { id: 1, stock: 'BTCUSDT', price: 6_500_000 };

export async function copyMirror(h: BenchHelpers): Promise<void> {
  const followers = h.env('BENCH_FOLLOWERS', 1_000);
  process.env.BENCH_CLIENTS = String(followers);
  const { app, ids, label, done } = await orderBench(
    h,
    { start: T0 + 1_000, stock: BTC.stock, price: BTC.price },
    { prefix: 'cbench', phoneDigit: 7, wallet: 'FUTURES', amount: 10n ** 12n },
  );
  const trader = (await app.repos.users.findByUsername(1, 'trader1'))!.id;
  const traderId = (await app.repos.copytrade.traderOfUser(trader))!.id;
  await app.repos.copytrade.setTerms(traderId, { maxFollowers: followers });
  for (const userId of ids) {
    await app.copytrade.follows.follow(userId, 1, {
      traderId,
      followStock: ['BTCUSDT'],
      multiplyPer: 50,
      maxBet: '1000',
      oneMaxBet: '500',
    });
  }
  console.log(`copy-mirror on ${label}: ${followers} followers of trader1 (50 %)`);
  const mirror = async (what: string, order: () => Promise<unknown>) => {
    const start = performance.now();
    await order();
    const answered = performance.now();
    await app.copytrade.mirror.idle();
    await app.futures.idle();
    const last = performance.now();
    const [copied] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM copytrade_order WHERE kind = $1 AND status = 'FILLED'`,
      [what],
    );
    const ms = last - answered;
    console.log(
      `  ${what}: trader answered in ${(answered - start).toFixed(1)} ms; ${copied!.n} copies filled ` +
        `${ms.toFixed(0)} ms after it (${((copied!.n / ms) * 1_000).toFixed(0)} copies/s)`,
    );
  };
  await mirror('OPEN', () =>
    app.futures.placeOrder(trader, {
      futuresOptionId: BTC.id,
      marketType: 'MARKET',
      tradeType: 'B',
      qty: '0.1',
    }),
  );
  const [position] = await app.repos.futures.openPositions({ userId: trader });
  await mirror('CLOSE', () =>
    app.futures.placeOrder(trader, {
      futuresOptionId: BTC.id,
      marketType: 'MARKET',
      tradeType: 'S',
      futuresPositionId: position!.id,
    }),
  );
  await done();
}
