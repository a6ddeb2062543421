import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backend } from '../../helper.js';
import { buildTradeApp, createPlayers, T0, USDT, type TradeApp } from './trade-helper.js';

const BETS = 2_000;

/**
 * What PostgreSQL counted of binary_bet's updates so far (as each connection reports them, within seconds), less
 * those of the partners' sharing run (its minute may pass during the test): it marks bets, an indexed column.
 */
async function updates(t: TradeApp): Promise<{ updated: number; hot: number }> {
  const [row] = await t.app.db.query<{ updated: number; hot: number }>(
    `SELECT n_tup_upd::int - (SELECT count(*)::int FROM binary_bet WHERE partner_shared) AS updated,
       n_tup_hot_upd::int AS hot
     FROM pg_stat_user_tables WHERE relname = 'binary_bet'`,
  );
  return row!;
}

// A settlement updates each bet once; that update must not touch an index (a HOT update, migrations 017 and 050):
// an index naming a column it sets, in its key or its predicate, made settling about four times slower.
describe.runIf(backend === 'postgres')('settling a round on PostgreSQL', () => {
  let t: TradeApp;
  let optionId: number;

  beforeAll(async () => {
    t = await buildTradeApp({ start: T0 + 1_000, binary: { settleBatchSize: 500 } });
    await t.clock.idle();
    optionId = (await t.app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
    await t.app.db.query('UPDATE trade_option SET is_play = 0 WHERE id <> $1', [optionId]);
  });
  afterAll(() => t.app.close());

  it('updates its bets in place, without touching an index (HOT)', { timeout: 90_000 }, async () => {
    const players = await createPlayers(
      t.app,
      'hot',
      Array.from({ length: 20 }, () => 10_000n * USDT),
    );
    await t.clock.advanceTo(Math.ceil((t.clock.now() + 1) / 60_000) * 60_000 + 1_000);
    const round = (await t.app.repos.binary.currentRound(optionId))!;
    for (let i = 0; i < BETS; i += 500) {
      const placed = await t.app.binary.placeBets(
        Array.from({ length: 500 }, (_, j) => ({
          userId: players[(i + j) % players.length]!,
          key: `hot-${i + j}`,
          input: { tradeRoundId: round.id, type: (i + j) % 2 ? ('B' as const) : ('S' as const), point: '5' },
        })),
      );
      expect(placed.refused).toEqual([]);
      expect(placed.accepted).toBe(500);
    }
    const before = await updates(t);

    t.source.set('BTCUSDT', 6_500_000);
    await t.clock.advanceTo(round.lockAt + 600);
    t.source.set('BTCUSDT', 6_500_100);
    await t.clock.advanceTo(round.closeAt + 600);
    const [settled] = await t.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM binary_bet WHERE trade_round_id = $1 AND status <> 0',
      [round.id],
    );
    expect(settled!.count).toBe(BETS);

    // Each pooled connection reports its counts when idle (at most once a second, else within 10 s) or when it
    // closes (the pool closes idle ones after 10 s): wait until every settling update is counted.
    await expect
      .poll(async () => (await updates(t)).updated - before.updated, { timeout: 60_000, interval: 1_100 })
      .toBeGreaterThanOrEqual(BETS);
    const after = await updates(t);
    expect(after.hot - before.hot).toBeGreaterThanOrEqual(BETS * 0.95);
  });
});
