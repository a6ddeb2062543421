import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { payoutOf } from '../../../src/engines/binary/rules.js';
import { balancesByKind, buildTradeApp, createPlayers, T0, USDT, type TradeApp } from './trade-helper.js';

const PLAYERS = 40;
const ROUNDS = 25;
const BETS = 10_000;
const CHUNK = 100;

type Move = 'UP' | 'DOWN' | 'TIE' | 'STALE';

let t: TradeApp;
let optionId: number;

beforeAll(async () => {
  // Batches far smaller than a round's 400 bets, so every round settles in several.
  t = await buildTradeApp({ start: T0 + 1_000, binary: { settleBatchSize: 37 } });
  await t.clock.idle();
  optionId = (await t.app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
  // Only this option runs, so the virtual minutes stay cheap.
  await t.app.db.query('UPDATE trade_option SET is_play = 0 WHERE id <> $1', [optionId]);
});
afterAll(() => t.app.close());

describe('money is conserved across 10,000 random bets', () => {
  it('ledger sums to zero, user + house = external funding, nobody negative, payouts exact', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10, max: 3_000 }), { minLength: PLAYERS, maxLength: PLAYERS }),
        fc.array(fc.constantFrom<Move>('UP', 'DOWN', 'TIE', 'STALE', 'UP', 'DOWN'), {
          minLength: ROUNDS,
          maxLength: ROUNDS,
        }),
        fc.array(
          fc.record({
            player: fc.nat(PLAYERS - 1),
            side: fc.constantFrom<'B' | 'S'>('B', 'S'),
            units: fc.integer({ min: 1, max: 120 }),
            half: fc.boolean(),
          }),
          { minLength: BETS, maxLength: BETS },
        ),
        async (fundings, moves, bets) => {
          const funding = fundings.map((usdt) => BigInt(usdt) * USDT);
          const players = await createPlayers(t.app, `p${Math.floor(Math.random() * 1e6)}x`, funding);
          const outcome = new Map<number, Move>();
          const perRound = BETS / ROUNDS;
          let refused = 0;
          let accepted = 0;
          for (let r = 0; r < ROUNDS; r++) {
            await t.clock.advanceTo(Math.ceil((t.clock.now() + 1) / 60_000) * 60_000 + 1_000);
            const round = (await t.app.repos.binary.currentRound(optionId))!;
            expect(round.phase).toBe('OPEN');
            outcome.set(round.id, moves[r]!);
            const house = (await balancesByKind(t.app)).HOUSE ?? 0n;
            const slice = bets.slice(r * perRound, (r + 1) * perRound);
            for (let i = 0; i < slice.length; i += CHUNK) {
              const result = await t.app.binary.placeBets(
                slice.slice(i, i + CHUNK).map((bet, j) => ({
                  userId: players[bet.player]!,
                  key: `prop-${round.id}-${i + j}`,
                  input: {
                    tradeRoundId: round.id,
                    type: bet.side,
                    point: bet.half ? `${bet.units}.5` : String(bet.units),
                  },
                })),
              );
              accepted += result.accepted;
              refused += result.refused.length;
            }
            const price = 6_500_000 + r * 100;
            t.source.set('BTCUSDT', price);
            await t.clock.advanceTo(round.lockAt + 600);
            const move = moves[r]!;
            if (move === 'STALE') t.source.on = false;
            t.source.set('BTCUSDT', move === 'UP' ? price + 50 : move === 'DOWN' ? price - 50 : price);
            await t.clock.advanceTo(round.closeAt + 600);
            t.source.on = true;

            // Per round: stakes in = payouts out + house result; the escrow is empty again.
            const [sums] = await t.app.db.query<{ stakes: string; payouts: string }>(
              `SELECT coalesce(sum(point), 0)::text AS stakes, coalesce(sum(payout), 0)::text AS payouts
               FROM binary_bet WHERE trade_round_id = $1`,
              [round.id],
            );
            const kinds = await balancesByKind(t.app);
            expect(BigInt(sums!.stakes)).toBe(BigInt(sums!.payouts) + ((kinds.HOUSE ?? 0n) - house));
            expect(kinds.BINARY_ESCROW ?? 0n).toBe(0n);
          }
          expect(accepted + refused).toBe(BETS);
          expect(refused).toBeGreaterThan(0);

          // Every bet settled once, with the result its round's prices call for.
          const rows = await t.app.db.query<{
            id: number;
            userId: number;
            roundId: number;
            type: 'B' | 'S';
            point: string;
            payout: string;
            status: number;
          }>(
            `SELECT b.id, b.user_id AS "userId", b.trade_round_id AS "roundId", b.type, b.point::text AS point,
               b.payout::text AS payout, b.status
             FROM binary_bet b WHERE b.user_id = ANY($1::int[])`,
            [players],
          );
          expect(rows).toHaveLength(accepted);
          const expected = new Map(players.map((id, i) => [id, funding[i]!]));
          const stakesOfRound = new Map<number, bigint>();
          for (const row of rows) {
            const move = outcome.get(row.roundId)!;
            const stake = BigInt(row.point);
            stakesOfRound.set(row.roundId, (stakesOfRound.get(row.roundId) ?? 0n) + stake);
            let payout = 0n;
            if (move === 'TIE' || move === 'STALE') {
              expect(row.status).toBe(move === 'TIE' ? 3 : 2);
              payout = stake;
            } else {
              expect(row.status).toBe(1);
              const won = (move === 'UP') === (row.type === 'B');
              payout = won ? payoutOf(stake, '1.95').payout : 0n;
            }
            expect(BigInt(row.payout)).toBe(payout);
            expected.set(row.userId, expected.get(row.userId)! - stake + payout);
          }
          // Each stake left the escrow once: captured by the house or refunded, by its round's batches.
          const closed = await t.app.db.query<{ roundId: number; total: string }>(
            `SELECT split_part(idempotency_key, ':', 3)::int AS "roundId", sum(amount)::text AS total
             FROM transfer WHERE code IN ('BINARY_STAKE', 'BINARY_REFUND') GROUP BY 1`,
          );
          expect(new Map(closed.map((row) => [row.roundId, BigInt(row.total)]))).toEqual(stakesOfRound);
          const balances = await t.app.repos.ledger.walletBalances(players, 'BINARY');
          for (const [userId, balance] of balances) {
            expect(balance).toBeGreaterThanOrEqual(0n);
            expect(balance).toBe(expected.get(userId));
          }
          const totals = await t.app.repos.ledger.totalsPerAsset();
          for (const total of totals.values()) expect(total).toBe(0n);
          const kinds = await balancesByKind(t.app);
          expect((kinds.USER ?? 0n) + (kinds.HOUSE ?? 0n) + (kinds.BINARY_ESCROW ?? 0n)).toBe(
            -(kinds.EXTERNAL ?? 0n),
          );
          expect(await t.app.repos.ledger.driftedAccounts()).toEqual([]);
        },
      ),
      { numRuns: 1, endOnFailure: true },
    );
  }, 180_000);
});
