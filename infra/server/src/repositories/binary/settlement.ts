import { GAME_STATUS } from '@bx/contracts';
import type { GameStatus } from '@bx/contracts';

import type { Db } from '../../db/db.js';
import type { TransferInput } from '../ledger/transfers.js';
import type { LedgerRepository } from '../ledger/ledger-repository.js';
import { BET, toBet, type BetRow, type RawBet } from './binary-rows.js';

/** A bet's settlement: its new state (the transfers booking it are keyed by the bet id). */
export interface BetSettlement {
  betId: number;
  status: GameStatus;
  payout: bigint;
  won: boolean | null;
}

export type SettlingBet = BetRow & { accountId: number };

/** Settlement of a round's bets in batches, each one transaction of bet states and ledger transfers. */
export function createSettlement(db: Db, ledger: LedgerRepository) {
  return {
    /**
     * Settles up to `limit` unsettled bets of a round with ids above `afterId` (keyset paging) in one
     * transaction: `plan` turns each bet (with its user's BINARY account) into its new state and transfers.
     * Transfers are keyed by bet id, so a batch that is re-run after a crash books nothing twice. Returns the
     * bets settled (empty when none were left).
     */
    async settleBatch(
      roundId: number,
      afterId: number,
      limit: number,
      now: number,
      plan: (bet: SettlingBet) => { settlement: BetSettlement; transfers: TransferInput[] },
    ): Promise<SettlingBet[]> {
      return db.tx(async (q) => {
        const raw = await q.query<RawBet & { accountId: number }>(
          // The batch is picked in index order (no sort over the whole round), then joined.
          `WITH picked AS (
             SELECT id FROM binary_bet WHERE trade_round_id = $1 AND id > $2 AND status = ${GAME_STATUS.RUNNING}
             ORDER BY trade_round_id, id LIMIT $3 FOR UPDATE
           )
           SELECT ${BET}, a.id AS "accountId" FROM picked p
           JOIN binary_bet b ON b.id = p.id
           JOIN trade_round r ON r.id = b.trade_round_id
           JOIN ledger_account a ON a.kind = 'USER' AND a.user_id = b.user_id AND a.wallet = 'BINARY'
           ORDER BY b.id`,
          [roundId, afterId, limit],
        );
        if (raw.length === 0) return [];
        const bets = raw.map((row) => ({ ...toBet(row), accountId: row.accountId }));
        const settlements: BetSettlement[] = [];
        const transfers: TransferInput[] = [];
        for (const bet of bets) {
          const planned = plan(bet);
          settlements.push(planned.settlement);
          transfers.push(...planned.transfers);
          Object.assign(bet, planned.settlement);
        }
        await ledger.bookSet(q, transfers);
        await q.query(
          `UPDATE binary_bet b SET status = u.status, payout = u.payout, won = u.won, settled_at = $5
           FROM unnest($1::int[], $2::smallint[], $3::numeric[], $4::boolean[]) AS u(id, status, payout, won)
           WHERE b.id = u.id AND b.status = ${GAME_STATUS.RUNNING} AND b.id BETWEEN $6 AND $7`,
          [
            settlements.map((s) => s.betId),
            settlements.map((s) => s.status),
            settlements.map((s) => s.payout.toString()),
            settlements.map((s) => s.won),
            now,
            bets[0]!.id,
            bets[bets.length - 1]!.id,
          ],
        );
        return bets;
      });
    },
  };
}
