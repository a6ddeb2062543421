import { GAME_STATUS, type BetSide } from '@bx/contracts';

import type { Db } from '../../db/db.js';
import type { TransferInput } from '../ledger/transfers.js';
import type { LedgerRepository } from '../ledger/ledger-repository.js';
import { parseUnits } from '../../money/units.js';
import type { RoundRow } from './binary-rows.js';

/**
 * What a settled bet is paid back, stake included, as SQL over `binary_bet b`: the stake on a refund, stake x rate
 * rounded toward zero (NUMERIC is exact; trunc cuts toward zero) for a winner, nothing for a loser. It is rules.ts'
 * payoutOf in SQL; test/repositories/settlement-payout.property.test.ts checks the two agree.
 */
const PAYOUT = `CASE WHEN $2::smallint <> ${GAME_STATUS.REALIZED} THEN b.point
  WHEN b.type = $3::text THEN trunc(b.point * b.payout_rate) ELSE 0 END`;

/** One player's bets of a settled batch, summed: how many, their sides, what they staked and got back. */
export interface PlayerSettlement {
  userId: number;
  bets: number;
  sides: BetSide[];
  point: bigint;
  payout: bigint;
}

/** A settled batch: the first and last bet ids it settled (its transfers' keys) and its players. */
export interface SettledBatch {
  firstId: number;
  lastId: number;
  bets: number;
  players: PlayerSettlement[];
}

interface RawPlayerSettlement {
  userId: number;
  bets: number;
  buy: boolean;
  sell: boolean;
  point: string;
  payout: string;
  firstId: number;
  lastId: number;
}

function toSettledBatch(rows: readonly RawPlayerSettlement[]): SettledBatch | undefined {
  if (rows.length === 0) return undefined;
  return {
    firstId: Math.min(...rows.map((row) => row.firstId)),
    lastId: Math.max(...rows.map((row) => row.lastId)),
    bets: rows.reduce((sum, row) => sum + row.bets, 0),
    players: rows.map((row) => ({
      userId: row.userId,
      bets: row.bets,
      sides: [...(row.buy ? (['B'] as const) : []), ...(row.sell ? (['S'] as const) : [])],
      point: parseUnits(row.point),
      payout: parseUnits(row.payout),
    })),
  };
}

/**
 * Settlement of a round's bets in batches, each one transaction: one statement settles the batch's bets (state,
 * payout) and answers them summed per player, in the database (a round of 100,000 bets sends a few hundred rows
 * back, not 100,000); the ledger then books the batch's transfers, which `transfersOf` builds from those sums.
 */
export function createSettlement(db: Db, ledger: LedgerRepository) {
  return {
    /**
     * A round's unsettled bets cut into id ranges of `size` bets, in order: what its settlement batches settle. The
     * ranges are cut in the database, so a round of 100,000 bets sends back 20 pairs of ids, not 100,000 ids.
     */
    async runningBetRanges(roundId: number, size: number): Promise<Array<{ from: number; to: number }>> {
      return db.query<{ from: number; to: number }>(
        `SELECT min(id) AS "from", max(id) AS "to"
         FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / $2 AS batch
               FROM binary_bet WHERE trade_round_id = $1 AND status = ${GAME_STATUS.RUNNING}) running
         GROUP BY batch ORDER BY batch`,
        [roundId, size],
      );
    },

    /**
     * Settles the unsettled bets of a closed round with ids from `ids.from` to `ids.to` in one transaction and
     * answers them summed per player (undefined when none was left to settle). The batch is a range of the (round, id) index, one of `runningBetRanges`, so the
     * statement reads just its own rows whatever the table's statistics say (a "next n bets" pick sorted the
     * rest of the round on each batch when they were stale). Only RUNNING bets are touched and the transfers
     * commit with the states, so a batch re-run after a crash settles and books nothing twice. The statement
     * locks only the bets; the ledger's accounts are locked last, for the few transfers of the batch, so bets of
     * the next round do not wait on a settlement.
     */
    async settleBatch(
      round: RoundRow,
      ids: { from: number; to: number },
      now: number,
      transfersOf: (batch: SettledBatch, accounts: Map<number, number>) => TransferInput[],
    ): Promise<SettledBatch | undefined> {
      return db.tx(async (q) => {
        const rows = await q.query<RawPlayerSettlement>(
          `WITH settled AS (
             UPDATE binary_bet b SET status = $2::smallint, payout = ${PAYOUT},
               won = CASE WHEN $2::smallint = ${GAME_STATUS.REALIZED} THEN b.type = $3::text END, settled_at = $4
             WHERE b.trade_round_id = $1 AND b.id BETWEEN $5 AND $6 AND b.status = ${GAME_STATUS.RUNNING}
             RETURNING b.id, b.user_id, b.type, b.point, b.payout)
           SELECT user_id AS "userId", count(*)::int AS bets, bool_or(type = 'B') AS buy, bool_or(type = 'S') AS sell,
             sum(point)::text AS point, sum(payout)::text AS payout, min(id) AS "firstId", max(id) AS "lastId"
           FROM settled GROUP BY user_id ORDER BY user_id`,
          [round.id, round.status, round.winner, now, ids.from, ids.to],
        );
        const batch = toSettledBatch(rows);
        if (batch === undefined) return undefined;
        const accounts = await ledger.userAccountIds(
          batch.players.map((player) => player.userId),
          'BINARY',
          q,
        );
        await ledger.bookSet(q, transfersOf(batch, accounts));
        return batch;
      });
    },
  };
}
