import type { TradeRound } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTradeApp, get, placeBet, T0, tokenOf, type TradeApp } from './trade-helper.js';

let t: TradeApp;
let token: string;
let btcR1: number;

beforeAll(async () => {
  t = await buildTradeApp({ start: T0 + 1_000 });
  await t.clock.idle();
  token = await tokenOf(t.app, 'demo1');
  btcR1 = (await t.app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
});
afterAll(() => t.app.close());

const round = (id: number) => get<TradeRound>(t.app, `/api/trade/game/round?siteInfoId=1&tradeRoundId=${id}`);

async function settledAt(id: number): Promise<number | null> {
  const rows = await t.app.db.query<{ settledAt: string | null }>(
    `SELECT settled_at::text AS "settledAt" FROM trade_round WHERE id = $1`,
    [id],
  );
  return rows[0]?.settledAt == null ? null : Number(rows[0].settledAt);
}

/**
 * Leadership of the round engine changes hands (a kill, a lost lock, a restart) while a round with bets is between
 * its lock and its close + grace: the new leader adopts it and settles it on time, at the one price stream's lock
 * and close prices; nobody leaves it for the next round's boundary or cancels it.
 */
describe('a new round leader', () => {
  // Offsets into a one-minute round (lock at 30 s, close at 60 s, grace 0.5 s): just after the lock, before the
  // old leader recorded it; after it recorded it; between the close and the close + grace.
  it.each([
    ['before the lock was recorded', 30_100],
    ['after the lock', 45_000],
    ['just after the close', 60_200],
  ])('settles the round within 2 s of its close when it takes over %s', async (_when, offset) => {
    const openAt = Math.ceil(t.clock.now() / 60_000) * 60_000;
    await t.clock.advanceTo(openAt + 1_000);
    const current = await get<TradeRound>(
      t.app,
      `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`,
    );
    expect(current.openAt).toBe(openAt);
    t.source.set('BTCUSDT', 6_500_000);
    expect(
      (await placeBet(t.app, token, { point: '5', tradeRoundId: current.tradeRoundId, type: 'B' }))
        .statusCode,
    ).toBe(200);
    // The tick at the lock instant, then the price moves up for the close.
    await t.clock.advanceTo(current.lockAt);
    t.source.set('BTCUSDT', 6_500_010);
    await t.clock.advanceTo(openAt + offset);
    // The leader goes; another instance (the same database, the same price stream) is elected at once.
    await t.app.binary.stop();
    await t.app.binary.start();

    await t.clock.advanceTo(openAt + 62_000);
    expect(await round(current.tradeRoundId)).toMatchObject({
      phase: 'SETTLED',
      status: 1,
      winner: 'B',
      lockPrice: '65000.00',
      closePrice: '65000.10',
    });
    expect(await settledAt(current.tradeRoundId)).toBeLessThanOrEqual(openAt + 62_000);
  });
});
