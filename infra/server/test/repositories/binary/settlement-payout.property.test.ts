import { GAME_STATUS } from '@bx/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { payoutOf } from '../../../src/engines/binary/rules.js';
import type { RoundRow } from '../../../src/repositories/binary/binary-rows.js';
import { buildTradeApp, T0, type TradeApp } from '../../engines/binary/trade-helper.js';

let t: TradeApp;
let round: RoundRow;
let demo1: number;
beforeAll(async () => {
  // The virtual clock stands still: the round opened at the start never closes by itself.
  t = await buildTradeApp({ start: T0 + 1_000 });
  await t.clock.idle();
  const option = (await t.app.repos.binary.options())[0]!;
  round = (await t.app.repos.binary.currentRound(option.id))!;
  demo1 = (await t.app.repos.users.findByUsername(1, 'demo1'))!.id;
});
afterAll(() => t.app.close());

interface Stake {
  point: bigint;
  /** NUMERIC(10,4) as its column holds it, e.g. "1.9500". */
  rate: string;
  side: 'B' | 'S';
}

const stake = fc.record({
  // Up to the column's 38 digits once multiplied by the largest rate.
  point: fc.bigInt({ min: 1n, max: 10n ** 32n }),
  rate: fc
    .integer({ min: 1, max: 999_999_999 })
    .map((units) => `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`),
  side: fc.constantFrom<'B' | 'S'>('B', 'S'),
});

/**
 * Inserts the bets as the intake stores them (RUNNING, in `round`), settles them with the repository, and answers
 * the bets as stored after it, in id order, with what the repository summed for their player.
 */
async function settle(stakes: readonly Stake[], result: Pick<RoundRow, 'status' | 'winner'>) {
  const ids = await t.app.db.query<{ id: number }>(
    `INSERT INTO binary_bet (trade_round_id, trade_option_id, user_id, type, point, asset, payout_rate,
       idempotency_key, created_at)
     SELECT $1, $2, $3, s.type, s.point, 'USDT', s.rate, 'payout-' || gen_random_uuid(), 0
     FROM unnest($4::text[], $5::numeric[], $6::numeric[]) AS s(type, point, rate)
     RETURNING id`,
    [
      round.id,
      round.tradeOptionId,
      demo1,
      stakes.map((s) => s.side),
      stakes.map((s) => s.point.toString()),
      stakes.map((s) => s.rate),
    ],
  );
  const range = { from: Math.min(...ids.map((r) => r.id)), to: Math.max(...ids.map((r) => r.id)) };
  const batch = await t.app.repos.binary.settleBatch({ ...round, ...result }, range, T0, () => []);
  const bets = await t.app.db.query<{ payout: string; won: boolean | null; status: number }>(
    'SELECT payout::text, won, status FROM binary_bet WHERE id BETWEEN $1 AND $2 ORDER BY id',
    [range.from, range.to],
  );
  const settled = bets.map((bet) => ({ ...bet, payout: BigInt(bet.payout) }));
  expect(batch).toEqual({
    firstId: range.from,
    lastId: range.to,
    bets: stakes.length,
    players: [
      {
        userId: demo1,
        bets: stakes.length,
        sides: (['B', 'S'] as const).filter((side) => stakes.some((s) => s.side === side)),
        point: stakes.reduce((sum, s) => sum + s.point, 0n),
        payout: settled.reduce((sum, bet) => sum + bet.payout, 0n),
      },
    ],
  });
  return settled;
}

describe('the settlement statement pays what rules.ts payoutOf says', () => {
  it('a winner gets stake x rate toward zero, a loser nothing, for any stake and rate', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stake, { minLength: 1, maxLength: 40 }), async (stakes) => {
        const bets = await settle(stakes, { status: GAME_STATUS.REALIZED, winner: 'B' });
        expect(bets.map((bet) => bet.payout)).toEqual(
          stakes.map((s) => (s.side === 'B' ? payoutOf(s.point, s.rate).payout : 0n)),
        );
        expect(bets.map((bet) => bet.won)).toEqual(stakes.map((s) => s.side === 'B'));
        expect(bets.every((bet) => bet.status === GAME_STATUS.REALIZED)).toBe(true);
      }),
      { numRuns: 60 },
    );
    // Sixty rounds booked in the database: a loaded machine needs more than the default 20 s.
  }, 120_000);

  it('a void or cancelled round gives every stake back, whatever its side', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stake, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(GAME_STATUS.VOID, GAME_STATUS.CANCELLED),
        async (stakes, status) => {
          const bets = await settle(stakes, { status, winner: null });
          expect(bets.map((bet) => bet.payout)).toEqual(stakes.map((s) => s.point));
          expect(bets.map((bet) => [bet.status, bet.won])).toEqual(stakes.map(() => [status, null]));
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
