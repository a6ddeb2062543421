import type { Db, Queryable } from '../../db/db.js';
import { OPTION, toOption, type RawOption, type TradeOptionRow } from './binary-rows.js';

/** What an operator may change of a trade option; amounts in minor units of its currency. */
export interface TradeOptionChange {
  isPlay?: 0 | 1;
  isStop?: 0 | 1;
  /** Decimal text, e.g. "1.95". */
  payoutRate?: string;
  minBet?: bigint;
  betUnit?: bigint;
}

/** Trade options: one stock with one game type, and its switches. */
export function createTradeOptions(db: Db) {
  return {
    async options(): Promise<TradeOptionRow[]> {
      const rows = await db.query<RawOption>(`SELECT ${OPTION} FROM trade_option ORDER BY sort_order, id`);
      return rows.map(toOption);
    },

    async option(id: number, q: Queryable = db): Promise<TradeOptionRow | undefined> {
      const rows = await q.query<RawOption>(`SELECT ${OPTION} FROM trade_option WHERE id = $1`, [id]);
      return rows[0] === undefined ? undefined : toOption(rows[0]);
    },

    /**
     * An operator's change of an option's switches and terms (a bet keeps the rate it was taken at); the option as
     * it now stands, undefined for an unknown id.
     */
    async updateOption(
      id: number,
      change: TradeOptionChange,
      q: Queryable = db,
    ): Promise<TradeOptionRow | undefined> {
      const rows = await q.query<RawOption>(
        `UPDATE trade_option SET is_play = coalesce($2, is_play), is_stop = coalesce($3, is_stop),
           payout_rate = coalesce($4::numeric, payout_rate), min_bet = coalesce($5::numeric, min_bet),
           bet_unit = coalesce($6::numeric, bet_unit)
         WHERE id = $1 RETURNING ${OPTION}`,
        [
          id,
          change.isPlay ?? null,
          change.isStop ?? null,
          change.payoutRate ?? null,
          change.minBet?.toString() ?? null,
          change.betUnit?.toString() ?? null,
        ],
      );
      return rows[0] === undefined ? undefined : toOption(rows[0]);
    },

    async setFlags(id: number, flags: { isPlay?: 0 | 1; isStop?: 0 | 1 }): Promise<void> {
      await db.query(
        'UPDATE trade_option SET is_play = coalesce($2, is_play), is_stop = coalesce($3, is_stop) WHERE id = $1',
        [id, flags.isPlay ?? null, flags.isStop ?? null],
      );
    },
  };
}
