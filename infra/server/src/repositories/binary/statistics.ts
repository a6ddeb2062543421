import { GAME_STATUS } from '@bx/contracts';
import type { DailyRoundSummary } from '@bx/contracts';

import type { Db } from '../../db/db.js';

/** Figures over finished rounds (the daily statistics call). */
export function createRoundStatistics(db: Db) {
  return {
    /** Per option and day: rounds, wins per side, ties and cancellations of the finished rounds. */
    async dailySummary(from: number, to: number, tradeOptionId?: number) {
      return db.query<Omit<DailyRoundSummary, 'date'>>(
        `SELECT o.id AS "tradeOptionId",
           count(r.id) FILTER (WHERE r.phase IN ('SETTLED', 'CANCELLED'))::int AS rounds,
           count(r.id) FILTER (WHERE r.winner = 'B')::int AS "buyWins",
           count(r.id) FILTER (WHERE r.winner = 'S')::int AS "sellWins",
           count(r.id) FILTER (WHERE r.status = ${GAME_STATUS.VOID})::int AS ties,
           count(r.id) FILTER (WHERE r.status = ${GAME_STATUS.CANCELLED})::int AS cancelled
         FROM trade_option o
         LEFT JOIN trade_round r ON r.trade_option_id = o.id AND r.open_at >= $1 AND r.open_at < $2
         WHERE ($3::int IS NULL OR o.id = $3)
         GROUP BY o.id ORDER BY o.id`,
        [from, to, tradeOptionId ?? null],
      );
    },
  };
}
