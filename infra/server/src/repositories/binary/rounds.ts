import { GAME_STATUS } from '@bx/contracts';
import type { BetSide, GameStatus } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import {
  OPTION,
  ROUND,
  roundColumns,
  toOption,
  toRound,
  type RawOption,
  type RawRound,
  type RoundRow,
  type TradeOptionRow,
} from './binary-rows.js';
import { roundWhere, type RoundFilter } from './filters.js';

type PriceAt = { price: number; time: number } | undefined;

/** Rounds: opened, locked, closed and finished by the option's runner; read by the calls. */
export function createRounds(db: Db) {
  return {
    /**
     * Inserts the round unless this option already has one at that open time; returns the stored round. It
     * takes the option's next round number: the option's runner is the only writer of its rounds.
     */
    async openRound(
      input: Omit<RoundRow, 'id' | 'roundNo' | 'phase' | 'status' | 'lockPrice' | 'closePrice' | 'winner'>,
    ) {
      await db.query(
        `INSERT INTO trade_round (trade_option_id, round_no, stock, precision, open_at, lock_at, close_at)
         SELECT $1, coalesce(max(round_no), 0) + 1, $2, $3, $4, $5, $6 FROM trade_round WHERE trade_option_id = $1
         ON CONFLICT (trade_option_id, open_at) DO NOTHING`,
        [input.tradeOptionId, input.stock, input.precision, input.openAt, input.lockAt, input.closeAt],
      );
      const rows = await db.query<RawRound>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1 AND open_at = $2`,
        [input.tradeOptionId, input.openAt],
      );
      return toRound(rows[0]!);
    },

    async round(id: number, q: Queryable = db): Promise<RoundRow | undefined> {
      const rows = await q.query<RawRound>(`SELECT ${ROUND} FROM trade_round WHERE id = $1`, [id]);
      return rows[0] === undefined ? undefined : toRound(rows[0]);
    },

    /** These rounds, each with its option, in one trip. */
    async roundsWithOptions(
      ids: readonly number[],
    ): Promise<Array<{ round: RoundRow; option?: TradeOptionRow }>> {
      if (ids.length === 0) return [];
      const rows = await db.query<RawRound & { option: RawOption | null }>(
        `SELECT r.*, (SELECT row_to_json(o) FROM (SELECT ${OPTION} FROM trade_option WHERE id = r."tradeOptionId") o)
           AS option
         FROM (SELECT ${ROUND} FROM trade_round WHERE id = ANY($1::int[])) r`,
        [ids],
      );
      return rows.map(({ option, ...round }) => ({
        round: toRound(round),
        ...(option === null ? {} : { option: toOption(option) }),
      }));
    },

    /** The option's newest round that is not finished, else its newest round. */
    async currentRound(tradeOptionId: number): Promise<RoundRow | undefined> {
      const rows = await db.query<RawRound>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1
         ORDER BY (phase = 'OPEN') DESC, open_at DESC LIMIT 1`,
        [tradeOptionId],
      );
      return rows[0] === undefined ? undefined : toRound(rows[0]);
    },

    async recentRounds(tradeOptionId: number, limit: number): Promise<RoundRow[]> {
      const rows = await db.query<RawRound>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1 AND phase IN ('SETTLED', 'CANCELLED')
         ORDER BY open_at DESC LIMIT $2`,
        [tradeOptionId, limit],
      );
      return rows.map(toRound);
    },

    async listRounds(filter: RoundFilter, offset: number, limit: number) {
      const w = roundWhere(filter);
      const n = w.params.length;
      const rows = await db.query<RawRound>(
        `SELECT ${roundColumns('r')} FROM trade_round r
         JOIN trade_option o ON o.id = r.trade_option_id ${w.sql}
         ORDER BY r.open_at DESC, r.id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
        [...w.params, offset, limit],
      );
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM trade_round r JOIN trade_option o ON o.id = r.trade_option_id ${w.sql}`,
        w.params,
      );
      return { rows: rows.map(toRound), total: count };
    },

    /** Rounds not finished whose close time is before `before`. */
    async unfinishedRounds(before: number, tradeOptionId?: number): Promise<RoundRow[]> {
      const rows = await db.query<RawRound>(
        `SELECT ${ROUND} FROM trade_round WHERE phase NOT IN ('SETTLED', 'CANCELLED') AND close_at < $1
           AND ($2::int IS NULL OR trade_option_id = $2) ORDER BY close_at, id`,
        [before, tradeOptionId ?? null],
      );
      return rows.map(toRound);
    },

    async lockRound(id: number, price: PriceAt): Promise<void> {
      await db.query(
        `UPDATE trade_round SET phase = 'LOCKED', lock_price = $2, lock_price_time = $3
         WHERE id = $1 AND phase = 'OPEN'`,
        [id, price?.price ?? null, price?.time ?? null],
      );
    },

    /** Records the outcome once; a round already closed keeps the outcome it has. */
    async closeRound(
      id: number,
      outcome: { status: GameStatus; winner: BetSide | null; closePrice: PriceAt },
    ): Promise<void> {
      await db.query(
        `UPDATE trade_round SET phase = 'CLOSED', status = $2, winner = $3, close_price = $4, close_price_time = $5
         WHERE id = $1 AND phase IN ('OPEN', 'LOCKED')`,
        [
          id,
          outcome.status,
          outcome.winner,
          outcome.closePrice?.price ?? null,
          outcome.closePrice?.time ?? null,
        ],
      );
    },

    async finishRound(id: number, now: number): Promise<void> {
      await db.query(
        `UPDATE trade_round
         SET phase = CASE WHEN status = ${GAME_STATUS.CANCELLED} THEN 'CANCELLED' ELSE 'SETTLED' END, settled_at = $2
         WHERE id = $1 AND phase = 'CLOSED'`,
        [id, now],
      );
    },
  };
}
