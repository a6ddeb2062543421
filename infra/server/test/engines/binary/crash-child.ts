/**
 * The crash test's server process: opens the database named by BX_CRASH_DB, places BX_CRASH_BETS bets in one
 * round on a virtual clock, then lets the round close. Settlement prints "SETTLED <n>" after each committed
 * batch and pauses a little, so the parent can SIGKILL it in the middle.
 */
import { buildApp } from '../../../src/app.js';
import { openPgDb } from '../../../src/db/pg-db.js';
import { openPgliteDb } from '../../../src/db/pglite-db.js';
import { VirtualClock } from '../../../src/market/clock.js';
import { testConfig } from '../../helper.js';
import { createPlayers, ManualSource, T0, USDT } from './trade-helper.js';

const target = process.env.BX_CRASH_DB!;
const total = Number(process.env.BX_CRASH_BETS ?? 2000);
const db = target.startsWith('postgres') ? openPgDb(target) : await openPgliteDb(target);
const clock = new VirtualClock(T0 + 1_000);
let source: ManualSource | undefined;
const app = await buildApp({
  config: await testConfig(),
  db,
  clock,
  market: {
    clock,
    sources: (c) => {
      source = new ManualSource(c);
      return [source];
    },
  },
  binary: {
    settleBatchSize: 50,
    onSettleBatch: (_round, settled) => {
      process.stdout.write(`SETTLED ${settled}\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 40);
    },
  },
});
await app.ready();
await clock.idle();
const options = await app.repos.binary.options();
const optionId = options.find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
await app.db.query('UPDATE trade_option SET is_play = 0 WHERE id <> $1', [optionId]);
const players = await createPlayers(
  app,
  'crash',
  Array.from({ length: 20 }, () => 1_000_000n * USDT),
);
const round = (await app.repos.binary.currentRound(optionId))!;
for (let i = 0; i < total; i += 250) {
  await app.binary.placeBets(
    Array.from({ length: Math.min(250, total - i) }, (_, j) => ({
      userId: players[(i + j) % players.length]!,
      key: `crash-${i + j}`,
      input: {
        tradeRoundId: round.id,
        type: (i + j) % 3 === 0 ? ('S' as const) : ('B' as const),
        point: String(5 + ((i + j) % 7)),
      },
    })),
  );
}
process.stdout.write(`PLACED ${round.id}\n`);
source!.set('BTCUSDT', 6_500_000);
await clock.advanceTo(round.lockAt + 600);
source!.set('BTCUSDT', 6_500_100);
await clock.advanceTo(round.closeAt + 600);
process.stdout.write('DONE\n');
await app.close();
