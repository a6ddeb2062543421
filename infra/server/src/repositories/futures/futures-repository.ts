import type { FuturesCloseReason, FuturesMarginType } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import { CHANGED_WITHIN, historyWhere, readPage, tableReader } from '../table-reader.js';
import {
  ORDER_COLUMNS,
  POSITION_COLUMNS,
  toOrderRow,
  toPositionRow,
  type FuturesOrderRow,
  type FuturesPositionRow,
} from './futures-rows.js';

export type NewFuturesOrder = Omit<
  FuturesOrderRow,
  | 'id'
  | 'isTriggered'
  | 'fee'
  | 'liquidationFee'
  | 'requestedQty'
  | 'realizedPnl'
  | 'cancelReason'
  | 'filledAt'
  | 'filledPrice'
> & { filledPrice?: number | null; requestedQty?: bigint | null };

export type NewFuturesPosition = Pick<
  FuturesPositionRow,
  | 'userId'
  | 'optionId'
  | 'stock'
  | 'side'
  | 'qty'
  | 'entryCost'
  | 'margin'
  | 'leverage'
  | 'marginType'
  | 'openedAt'
>;

/** A stored option: terms as migration 024 keeps them. */
export interface FuturesOptionRecord {
  id: number;
  stock: string;
  qtyPrecision: number;
  stepSize: number;
  maxLeverage: number;
  minNotional: string;
  brackets: Array<{ cap: number | string; maxLeverage: number; mmr: number; cum: number | string }>;
  fundingRatePpm: number;
  feeRatePpm: number;
  isPlay: boolean;
  isStop: boolean;
}

/** What an operator may change of a futures option. */
export interface FuturesOptionChange {
  isPlay?: boolean;
  /** true: only orders that reduce a position are taken. */
  isStop?: boolean;
  maxLeverage?: number;
}

const OPTION_COLUMNS = `id, stock, qty_precision AS "qtyPrecision", step_size AS "stepSize",
  max_leverage AS "maxLeverage", min_notional::text AS "minNotional", brackets, funding_rate_ppm AS "fundingRatePpm",
  fee_rate_ppm AS "feeRatePpm", is_play AS "isPlay", is_stop AS "isStop"`;

export interface FuturesSetting {
  leverage: number;
  marginType: FuturesMarginType;
}

export interface OrderEnd {
  status: 'FILLED' | 'CANCELLED';
  at: number;
  filledPrice?: number | null;
  fee?: bigint;
  liquidationFee?: bigint;
  realizedPnl?: bigint | null;
  cancelReason?: string | null;
  /** The quantity filled, when it differs from the order's (a TP/SL closes the whole position as it is then). */
  qty?: bigint;
}

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Storage of the futures area: options, players' settings, orders, net positions, funding. Writes take the caller's
 * transaction (the engine books them with their ledger transfers); guarded updates (`WHERE status = 'OPEN'`) make a
 * second fill or cancel of one row find nothing.
 */
export function createFuturesRepository(db: Db) {
  const positions = tableReader('futures_position', POSITION_COLUMNS, toPositionRow);
  const orders = tableReader('futures_order', ORDER_COLUMNS, toOrderRow);

  return {
    options(q: Queryable = db): Promise<FuturesOptionRecord[]> {
      return q.query<FuturesOptionRecord>(`SELECT ${OPTION_COLUMNS} FROM futures_option ORDER BY sort, id`);
    },

    async option(id: number, q: Queryable = db): Promise<FuturesOptionRecord | undefined> {
      const rows = await q.query<FuturesOptionRecord>(
        `SELECT ${OPTION_COLUMNS} FROM futures_option WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    /** An operator's change of an option's switches and leverage cap; the option as it now stands. */
    async updateOption(
      id: number,
      change: FuturesOptionChange,
      q: Queryable = db,
    ): Promise<FuturesOptionRecord | undefined> {
      const rows = await q.query<FuturesOptionRecord>(
        `UPDATE futures_option SET is_play = coalesce($2, is_play), is_stop = coalesce($3, is_stop),
           max_leverage = coalesce($4, max_leverage)
         WHERE id = $1 RETURNING ${OPTION_COLUMNS}`,
        [id, change.isPlay ?? null, change.isStop ?? null, change.maxLeverage ?? null],
      );
      return rows[0];
    },

    async setting(userId: number, optionId: number, q: Queryable = db): Promise<FuturesSetting | undefined> {
      const rows = await q.query<FuturesSetting>(
        `SELECT leverage, margin_type AS "marginType" FROM futures_setting WHERE user_id = $1 AND option_id = $2`,
        [userId, optionId],
      );
      return rows[0];
    },

    /** Several players' settings of every option they set (a batch of orders reads them at once). */
    async settingsOf(
      q: Queryable,
      userIds: readonly number[],
    ): Promise<Array<FuturesSetting & { userId: number; optionId: number }>> {
      return q.query(
        `SELECT user_id AS "userId", option_id AS "optionId", leverage, margin_type AS "marginType"
         FROM futures_setting WHERE user_id = ANY($1::int[])`,
        [userIds],
      );
    },

    async saveSetting(
      q: Queryable,
      userId: number,
      optionId: number,
      setting: FuturesSetting,
    ): Promise<void> {
      await q.query(
        `INSERT INTO futures_setting (user_id, option_id, leverage, margin_type) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, option_id) DO UPDATE SET leverage = $3, margin_type = $4`,
        [userId, optionId, setting.leverage, setting.marginType],
      );
    },

    async insertOrder(q: Queryable, order: NewFuturesOrder): Promise<FuturesOrderRow> {
      const rows = await q.query<never>(
        `INSERT INTO futures_order (user_id, option_id, stock, market_type, trade_type, qty, price, stop_price,
           fires_above, is_mark, reduce_only, position_id, leverage, margin_type, margin, take_profit, stop_loss,
           status, filled_price, created_at, requested_qty)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
         RETURNING ${ORDER_COLUMNS}`,
        [
          order.userId,
          order.optionId,
          order.stock,
          order.marketType,
          order.tradeType,
          order.qty.toString(),
          order.price,
          order.stopPrice,
          order.firesAbove,
          order.isMark,
          order.reduceOnly,
          order.positionId,
          order.leverage,
          order.marginType,
          order.margin.toString(),
          order.takeProfit,
          order.stopLoss,
          order.status,
          order.filledPrice ?? null,
          at(order.createdAt),
          order.requestedQty?.toString() ?? null,
        ],
      );
      return toOrderRow(rows[0]!);
    },

    /** Ends an order once: undefined when it was not OPEN any more. */
    async finishOrder(q: Queryable, id: number, end: OrderEnd): Promise<FuturesOrderRow | undefined> {
      const rows = await q.query<never>(
        `UPDATE futures_order SET status = $2, filled_price = $3, fee = $4, realized_pnl = $5, cancel_reason = $6,
           filled_at = CASE WHEN $2 = 'FILLED' THEN $7::timestamptz END, liquidation_fee = $8, changed_at = now(),
           qty = coalesce($9::bigint, qty)
         WHERE id = $1 AND status = 'OPEN' RETURNING ${ORDER_COLUMNS}`,
        [
          id,
          end.status,
          end.filledPrice ?? null,
          (end.fee ?? 0n).toString(),
          end.realizedPnl?.toString() ?? null,
          end.cancelReason ?? null,
          at(end.at),
          (end.liquidationFee ?? 0n).toString(),
          end.qty?.toString() ?? null,
        ],
      );
      return rows[0] === undefined ? undefined : toOrderRow(rows[0]);
    },

    /** A stop limit whose trigger fired: its limit rests from now on. */
    async markTriggered(q: Queryable, id: number): Promise<FuturesOrderRow | undefined> {
      const rows = await q.query<never>(
        `UPDATE futures_order SET is_triggered = true, changed_at = now() WHERE id = $1 AND status = 'OPEN'
         RETURNING ${ORDER_COLUMNS}`,
        [id],
      );
      return rows[0] === undefined ? undefined : toOrderRow(rows[0]);
    },

    async order(id: number, q: Queryable = db): Promise<FuturesOrderRow | undefined> {
      return (await orders(q, 'id = $1', [id]))[0];
    },

    /** Open orders: one player's (of one option), or everyone's (the engine's book on start). */
    openOrders(
      filter: { userId?: number; optionId?: number } = {},
      q: Queryable = db,
    ): Promise<FuturesOrderRow[]> {
      return orders(
        q,
        `status = 'OPEN' AND ($1::int IS NULL OR user_id = $1) AND ($2::int IS NULL OR option_id = $2)`,
        [filter.userId ?? null, filter.optionId ?? null],
        'ORDER BY id',
      );
    },

    /** Several players' open orders (a batch of orders reads them at once). */
    openOrdersOf(q: Queryable, userIds: readonly number[]): Promise<FuturesOrderRow[]> {
      return orders(q, `status = 'OPEN' AND user_id = ANY($1::int[])`, [userIds], 'ORDER BY id');
    },

    /** Several players' open positions, locked for the caller's transaction (a batch of orders). */
    openPositionsOf(q: Queryable, userIds: readonly number[]): Promise<FuturesPositionRow[]> {
      return positions(
        q,
        `status = 'OPEN' AND user_id = ANY($1::int[])`,
        [userIds],
        'ORDER BY id FOR UPDATE',
      );
    },

    /** Orders placed against a position (its TP/SL, a close), open ones first. */
    ordersOfPosition(positionId: number, q: Queryable = db): Promise<FuturesOrderRow[]> {
      return orders(q, 'position_id = $1', [positionId], `ORDER BY status = 'OPEN' DESC, id`);
    },

    /** The open position of a player in an option, locked for the caller's transaction. */
    async openPositionFor(
      q: Queryable,
      userId: number,
      optionId: number,
    ): Promise<FuturesPositionRow | undefined> {
      return (
        await positions(
          q,
          `user_id = $1 AND option_id = $2 AND status = 'OPEN'`,
          [userId, optionId],
          'FOR UPDATE',
        )
      )[0];
    },

    async position(id: number, q: Queryable = db, lock = false): Promise<FuturesPositionRow | undefined> {
      return (await positions(q, 'id = $1', [id], lock ? 'FOR UPDATE' : ''))[0];
    },

    openPositions(
      filter: { userId?: number; optionId?: number } = {},
      q: Queryable = db,
    ): Promise<FuturesPositionRow[]> {
      return positions(
        q,
        `status = 'OPEN' AND ($1::int IS NULL OR user_id = $1) AND ($2::int IS NULL OR option_id = $2)`,
        [filter.userId ?? null, filter.optionId ?? null],
        'ORDER BY id',
      );
    },

    async insertPosition(q: Queryable, p: NewFuturesPosition): Promise<FuturesPositionRow> {
      const rows = await q.query<never>(
        `INSERT INTO futures_position (user_id, option_id, stock, side, qty, entry_cost, margin, leverage, margin_type,
           opened_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${POSITION_COLUMNS}`,
        [
          p.userId,
          p.optionId,
          p.stock,
          p.side,
          p.qty.toString(),
          p.entryCost.toString(),
          p.margin.toString(),
          p.leverage,
          p.marginType,
          at(p.openedAt),
        ],
      );
      return toPositionRow(rows[0]!);
    },

    /** A fill, a margin change or funding changed the open position. */
    async updatePosition(
      q: Queryable,
      id: number,
      next: Pick<
        FuturesPositionRow,
        'qty' | 'entryCost' | 'margin' | 'leverage' | 'realizedPnl' | 'fundingFee'
      > & {
        bumpVersion?: boolean;
      },
    ): Promise<FuturesPositionRow> {
      const rows = await q.query<never>(
        `UPDATE futures_position SET qty = $2, entry_cost = $3, margin = $4, leverage = $5, realized_pnl = $6,
           funding_fee = $7, version = version + $8, changed_at = now()
         WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [
          id,
          next.qty.toString(),
          next.entryCost.toString(),
          next.margin.toString(),
          next.leverage,
          next.realizedPnl.toString(),
          next.fundingFee.toString(),
          next.bumpVersion === true ? 1 : 0,
        ],
      );
      return toPositionRow(rows[0]!);
    },

    async closePosition(
      q: Queryable,
      id: number,
      close: { at: number; price: number; realizedPnl: bigint; reason: FuturesCloseReason },
    ): Promise<FuturesPositionRow> {
      const rows = await q.query<never>(
        `UPDATE futures_position SET status = 'CLOSED', qty = 0, closed_at = $2, close_price = $3, realized_pnl = $4,
           close_reason = $5, margin = 0, changed_at = now()
         WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [id, at(close.at), close.price, close.realizedPnl.toString(), close.reason],
      );
      return toPositionRow(rows[0]!);
    },

    /**
     * Rows written in the last `seconds` (by any instance, as the database's clock tells): the leader applies them to
     * its book, so a change booked on a follower reaches its triggers within a poll.
     */
    async changedSince(
      seconds: number,
    ): Promise<{ positions: FuturesPositionRow[]; orders: FuturesOrderRow[] }> {
      const [p, o] = await Promise.all([
        positions(db, CHANGED_WITHIN, [seconds], 'ORDER BY id'),
        orders(db, CHANGED_WITHIN, [seconds], 'ORDER BY id'),
      ]);
      return { positions: p, orders: o };
    },

    /** Filled and cancelled orders, newest first. */
    async history(
      filter: { userId: number; optionId?: number; from?: number; to?: number },
      offset: number,
      limit: number,
    ): Promise<{ rows: FuturesOrderRow[]; total: number }> {
      const where = historyWhere(filter, `status <> 'OPEN'`, 'created_at');
      return readPage(db, 'futures_order', orders, { ...where, order: 'id DESC' }, offset, limit);
    },

    /** Records one position's funding at one time; false when it was booked before. */
    async insertFunding(
      q: Queryable,
      row: { positionId: number; time: number; ratePpm: number; markPrice: number; amount: bigint },
    ): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO futures_funding (position_id, funding_time, rate_ppm, mark_price, amount)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING position_id`,
        [row.positionId, at(row.time), row.ratePpm, row.markPrice, row.amount.toString()],
      );
      return rows.length === 1;
    },

    async lastFundingRun(): Promise<number | undefined> {
      const rows = await db.query<{ time: number | null }>(
        `SELECT (extract(epoch FROM max(funding_time)) * 1000)::float8 AS time FROM futures_funding_run`,
      );
      return rows[0]?.time ?? undefined;
    },

    async markFundingRun(time: number, q: Queryable = db): Promise<void> {
      await q.query(`INSERT INTO futures_funding_run (funding_time) VALUES ($1) ON CONFLICT DO NOTHING`, [
        at(time),
      ]);
    },
  };
}

export type FuturesRepository = ReturnType<typeof createFuturesRepository>;
