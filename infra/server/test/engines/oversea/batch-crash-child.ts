/**
 * The overseas kill -9 test's server process: opens the database named by BX_CRASH_DB, funds 40 players' MONEY
 * wallets, then has each of them place quick orders one after another, all 40 at once, so the orders go to the
 * engine in batches (group commit): market orders of one NQ contract (buy, sell, buy, ...) and, every 7th, a buy
 * limit far below the price that rests. Every order carries its own Idempotency-Key claim; each answered order
 * prints "ACK <userId> <key> <orderId>", so the parent knows what was acknowledged when it kills.
 */
import { openPgDb } from '../../../src/db/pg-db.js';
import { openPgliteDb } from '../../../src/db/pglite-db.js';
import { crashApp, fundedPlayers } from '../../support/crash-harness.js';
import { T0 } from '../binary/trade-helper.js';
import { NQ } from './oversea-helper.js';

const target = process.env.BX_CRASH_DB!;
const app = await crashApp(target.startsWith('postgres') ? openPgDb(target) : await openPgliteDb(target), T0);
const players = await fundedPlayers(app, 'ocrash', 40, { wallet: 'MONEY', asset: 'KRW', amount: 10n ** 11n });
const limit = ((app.market.bus.last('NQ')!.price - 100 * 25) / 100).toFixed(2);
process.stdout.write('READY\n');
await Promise.all(
  players.map(async (userId) => {
    for (let n = 0; ; n++) {
      const key = `k${n}`;
      const resting = n % 7 === 6;
      try {
        const order = await app.oversea.placeOrder(
          userId,
          resting
            ? { overseaOptionId: NQ, marketType: 'LIMIT', tradeType: 'B', qty: 1, price: limit }
            : { overseaOptionId: NQ, marketType: 'MARKET', tradeType: n % 2 === 0 ? 'B' : 'S', qty: 1 },
          (q, orderId) =>
            app.repos.orderKeys.claim(q, { userId, area: 'oversea', key, requestHash: 'h', orderId }),
        );
        process.stdout.write(`ACK ${userId} ${key} ${order.id}\n`);
      } catch (error) {
        process.stdout.write(`FAILED ${userId} ${key} ${String(error)}\n`);
      }
    }
  }),
);
