import type { Db, Queryable } from '../../db/db.js';
import { OPTION, toOption, type RawOption, type TradeOptionRow } from './binary-rows.js';

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

    async setFlags(id: number, flags: { isPlay?: 0 | 1; isStop?: 0 | 1 }): Promise<void> {
      await db.query(
        'UPDATE trade_option SET is_play = coalesce($2, is_play), is_stop = coalesce($3, is_stop) WHERE id = $1',
        [id, flags.isPlay ?? null, flags.isStop ?? null],
      );
    },
  };
}
