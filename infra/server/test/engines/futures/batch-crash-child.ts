/**
 * The futures kill -9 test's server process: opens the database named by BX_CRASH_DB, funds 40 players' FUTURES
 * wallets, then has each of them place market orders one after another (buy, sell, buy, ...), all 40 at once, so
 * the orders go to the engine in batches (group commit). Every order carries its own Idempotency-Key claim, booked
 * by the batch's flush with the others in one multi-row insert; each answered order prints
 * "ACK <userId> <key> <orderId>", so the parent knows what was acknowledged when it kills.
 */
import type { Queryable } from '../../../src/db/db.js';
import { openPgDb } from '../../../src/db/pg-db.js';
import { openPgliteDb } from '../../../src/db/pglite-db.js';
import { crashApp, fundedPlayers } from '../../support/crash-harness.js';
import { T0, USDT } from '../binary/trade-helper.js';

const target = process.env.BX_CRASH_DB!;
const app = await crashApp(target.startsWith('postgres') ? openPgDb(target) : await openPgliteDb(target), T0);
const players = await fundedPlayers(app, 'fcrash', 40, {
  wallet: 'FUTURES',
  asset: 'USDT',
  amount: 1_000_000n * USDT,
});
process.stdout.write('READY\n');
await Promise.all(
  players.map(async (userId) => {
    for (let n = 0; ; n++) {
      const key = `k${n}`;
      try {
        // As the route makes it: the claim names its key, so the batch books it with the others (futures-once.ts).
        const orderKey = { userId, area: 'futures' as const, key, requestHash: 'h' };
        const order = await app.futures.placeOrder(
          userId,
          { futuresOptionId: 1, marketType: 'MARKET', tradeType: n % 2 === 0 ? 'B' : 'S', qty: '0.01' },
          Object.assign(
            (q: Queryable, orderId: number) => app.repos.orderKeys.claim(q, { ...orderKey, orderId }),
            { key: orderKey },
          ),
        );
        process.stdout.write(`ACK ${userId} ${key} ${order.id}\n`);
      } catch (error) {
        process.stdout.write(`FAILED ${userId} ${key} ${String(error)}\n`);
      }
    }
  }),
);
