import type { BetSide } from '@bx/contracts';

import type { Db } from '../../db/db.js';
import { withStatementTimeout } from '../../db/statement-timeout.js';
import type { Asset } from '../../money/assets.js';
import { placeHold } from '../ledger/holds.js';
import type { LedgerRepository } from '../ledger/ledger-repository.js';
import { BET, toBet, type BetRow, type RawBet } from './binary-rows.js';

export interface BetBookingRow {
  tradeRoundId: number;
  userId: number;
  /** The user's BINARY ledger account. */
  accountId: number;
  type: BetSide;
  point: bigint;
  payoutRate: string;
  key: string;
}

/** Bets booked in batches: the rows and their stakes held in escrow, in one transaction per batch. */
export function createBetBooking(db: Db, ledger: LedgerRepository) {
  return {
    /**
     * Many bets in one transaction: the rows (skipping keys already used and rounds no longer taking bets at
     * `now`) and their stakes held, user -> escrow (`binary:bet:{id}`); answers the bets booked. A stake
     * beyond a balance refuses the whole batch (LedgerRefusal INSUFFICIENT_BALANCE), which then books nothing.
     * The bets come back whole (with their round's columns), so answering them costs no further read, with
     * the BINARY balance each of their players holds once they are booked (for the pushes). Each
     * statement may take `timeoutMs` at most (DatabaseBusy then, nothing booked): a player waits for an answer
     * that long at worst, not for a stalled database.
     */
    async insertBetBatch(
      rows: readonly BetBookingRow[],
      asset: Asset,
      escrowAccountId: number,
      now: number,
      timeoutMs: number,
    ): Promise<{ bets: BetRow[]; balances: Map<number, bigint> }> {
      return withStatementTimeout(db, timeoutMs, async (q) => {
        const raw = await q.query<RawBet>(
          `WITH b AS (
             INSERT INTO binary_bet (trade_round_id, trade_option_id, user_id, type, point, asset, payout_rate,
               idempotency_key, created_at)
             SELECT r.id, r.trade_option_id, u.user_id, u.type, u.point, $6, u.rate, u.key, $7
             FROM unnest($1::int[], $2::int[], $3::text[], $4::numeric[], $5::text[], $8::numeric[])
               AS u(round_id, user_id, type, point, key, rate)
             JOIN trade_round r ON r.id = u.round_id AND r.phase = 'OPEN' AND r.open_at <= $7 AND r.lock_at > $7
             ON CONFLICT (user_id, idempotency_key) DO NOTHING
             RETURNING *
           )
           SELECT ${BET} FROM b JOIN trade_round r ON r.id = b.trade_round_id`,
          [
            rows.map((r) => r.tradeRoundId),
            rows.map((r) => r.userId),
            rows.map((r) => r.type),
            rows.map((r) => r.point.toString()),
            rows.map((r) => r.key),
            asset,
            now,
            rows.map((r) => r.payoutRate),
          ],
        );
        const inserted = raw.map(toBet);
        const accounts = new Map(rows.map((r) => [r.userId, r.accountId]));
        const { balances } = await ledger.bookSetWithBalances(
          q,
          inserted.map((bet) =>
            placeHold(
              {
                userAccountId: accounts.get(bet.userId)!,
                escrowAccountId,
                asset,
                amount: bet.point,
              },
              { key: `binary:bet:${bet.id}`, code: 'BINARY_BET' },
            ),
          ),
        );
        const userOf = new Map(rows.map((r) => [r.accountId, r.userId]));
        return {
          bets: inserted,
          balances: new Map(
            [...balances].flatMap(([account, balance]) => {
              const userId = userOf.get(account);
              return userId === undefined ? [] : [[userId, balance] as const];
            }),
          ),
        };
      });
    },
  };
}
