/**
 * The futures kill -9 test's server process: opens the database named by BX_CRASH_DB, funds 40 players' FUTURES
 * wallets, then has each of them place market orders one after another (buy, sell, buy, ...), all 40 at once, so
 * the orders go to the engine in batches (group commit). Every order carries its own Idempotency-Key claim; each
 * answered order prints "ACK <userId> <key> <orderId>", so the parent knows what was acknowledged when it kills.
 */
import { buildApp } from '../../../src/app.js';
import { openPgDb } from '../../../src/db/pg-db.js';
import { openPgliteDb } from '../../../src/db/pglite-db.js';
import { VirtualClock } from '../../../src/market/clock.js';
import { testConfig } from '../../helper.js';
import { createPlayers, ManualSource, T0, USDT } from '../binary/trade-helper.js';

const PLAYERS = 40;
const target = process.env.BX_CRASH_DB!;
const db = target.startsWith('postgres') ? openPgDb(target) : await openPgliteDb(target);
const clock = new VirtualClock(T0);
const app = await buildApp({
  config: await testConfig(),
  db,
  clock,
  market: { clock, historyMinutes: 5, sources: (c) => [new ManualSource(c)] },
  binary: { autoStart: false },
});
await app.ready();
await clock.advance(3_000);
const players = await createPlayers(app, 'fcrash', new Array<bigint>(PLAYERS).fill(0n));
const external = await app.repos.ledger.systemAccountId('EXTERNAL', 'USDT');
for (const [i, id] of players.entries()) {
  await app.repos.ledger.transfer({
    idempotencyKey: `test-funding:fcrash:${i}`,
    debitAccountId: external,
    creditAccountId: await app.repos.ledger.userAccountId(id, 'FUTURES'),
    asset: 'USDT',
    amount: 1_000_000n * USDT,
    code: 'TEST_FUNDING',
  });
}
process.stdout.write('READY\n');
await Promise.all(
  players.map(async (userId) => {
    for (let n = 0; ; n++) {
      const key = `k${n}`;
      try {
        const order = await app.futures.placeOrder(
          userId,
          { futuresOptionId: 1, marketType: 'MARKET', tradeType: n % 2 === 0 ? 'B' : 'S', qty: '0.01' },
          (q, orderId) =>
            app.repos.orderKeys.claim(q, { userId, area: 'futures', key, requestHash: 'h', orderId }),
        );
        process.stdout.write(`ACK ${userId} ${key} ${order.id}\n`);
      } catch (error) {
        process.stdout.write(`FAILED ${userId} ${key} ${String(error)}\n`);
      }
    }
  }),
);
