import { GAME_STATUS } from '@bx/contracts';
import type { Db } from '../../db/db.js';
import { BET, toBet, type BetRow, type RawBet } from './binary-rows.js';
import { betWhere, type BetFilter } from './filters.js';

/** Reads of bets: by key or id (the intake's answers), the players' histories and the live lists. */
export function createBetReads(db: Db) {
  return {
    /** The bets that exist for these (user, idempotency key) pairs, keyed `${userId}:${key}`. */
    async betsByKeys(pairs: ReadonlyArray<{ userId: number; key: string }>): Promise<Map<string, BetRow>> {
      if (pairs.length === 0) return new Map();
      const rows = await db.query<RawBet>(
        `SELECT ${BET} FROM unnest($1::int[], $2::text[]) AS k(user_id, key)
         JOIN binary_bet b ON b.user_id = k.user_id AND b.idempotency_key = k.key
         JOIN trade_round r ON r.id = b.trade_round_id`,
        [pairs.map((pair) => pair.userId), pairs.map((pair) => pair.key)],
      );
      return new Map(
        rows.map((row) => toBet(row)).map((bet) => [`${bet.userId}:${bet.idempotencyKey}`, bet]),
      );
    },

    async listBets(filter: BetFilter, offset: number, limit: number) {
      const w = betWhere(filter);
      const n = w.params.length;
      const from = `FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
        JOIN trade_option o ON o.id = b.trade_option_id ${w.sql}`;
      const rows = await db.query<RawBet>(
        `SELECT ${BET} ${from} ORDER BY b.id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
        [...w.params, offset, limit],
      );
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count ${from}`,
        w.params,
      );
      return { rows: rows.map(toBet), total: count };
    },

    /**
     * Everyone's bets of the option's current and last rounds, newest first: what is live now, not bets
     * settled long ago.
     */
    async liveBets(tradeOptionId: number, limit: number): Promise<BetRow[]> {
      const rows = await db.query<RawBet>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
         WHERE b.trade_round_id IN (
           SELECT id FROM trade_round WHERE trade_option_id = $1 ORDER BY open_at DESC LIMIT 2
         )
         ORDER BY b.id DESC LIMIT $2`,
        [tradeOptionId, limit],
      );
      return rows.map(toBet);
    },

    /** Unsettled bets of the option's rounds that are not finished (the caller's running bets). */
    async runningBets(userId: number, tradeOptionId: number): Promise<BetRow[]> {
      const rows = await db.query<RawBet>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
         WHERE b.user_id = $1 AND b.trade_option_id = $2 AND b.status = ${GAME_STATUS.RUNNING}
         ORDER BY b.id DESC LIMIT 100`,
        [userId, tradeOptionId],
      );
      return rows.map(toBet);
    },
  };
}
