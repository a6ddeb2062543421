import { formatKstDate, type OverseaCloseReason } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import { CHANGED_WITHIN, historyWhere, readPage, tableReader } from '../table-reader.js';
import {
  ORDER_COLUMNS,
  POSITION_COLUMNS,
  toOrderRow,
  toPositionRow,
  type OrderRow,
  type PositionRow,
} from './oversea-rows.js';

export type NewOrder = Omit<OrderRow, 'id' | 'filledPrice' | 'status'> & { status: 'OPEN' | 'FILLED' };
export type NewPosition = Pick<
  PositionRow,
  'userId' | 'optionId' | 'stock' | 'side' | 'qty' | 'entryCost' | 'margin' | 'openedAt'
>;

export interface HistoryFilter {
  userId: number;
  optionId?: number;
  from?: number;
  to?: number;
}

/** An operator's switches of an overseas option: off the lists (isPlay false), new orders refused (isStop). */
export interface OverseaOptionSwitch {
  isPlay: boolean;
  isStop: boolean;
  /** Whether positions may be kept past the session; null keeps the contract's own rule. */
  overnightAllowed: boolean | null;
}

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Storage of the overseas area: orders, net positions, per-player settings. Writes take the caller's
 * transaction (the engine books them with their ledger transfers); guarded updates (`WHERE status = 'OPEN'`)
 * make a second close or cancel of the same row find nothing.
 */
export function createOverseaRepository(db: Db) {
  const positions = tableReader('oversea_position', POSITION_COLUMNS, toPositionRow);
  const orders = tableReader('oversea_order', ORDER_COLUMNS, toOrderRow);

  return {
    async insertOrder(q: Queryable, order: NewOrder & { filledPrice?: number }): Promise<OrderRow> {
      const rows = await q.query<never>(
        `INSERT INTO oversea_order (user_id, option_id, stock, market_type, trade_type, qty, price, filled_price,
           margin, status, reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ORDER_COLUMNS}`,
        [
          order.userId,
          order.optionId,
          order.stock,
          order.marketType,
          order.tradeType,
          order.qty,
          order.price,
          order.filledPrice ?? null,
          order.margin.toString(),
          order.status,
          order.reason,
          at(order.createdAt),
        ],
      );
      return toOrderRow(rows[0]!);
    },

    /** Ends a resting order once: undefined when it was not OPEN any more. */
    async finishOrder(
      q: Queryable,
      id: number,
      status: 'FILLED' | 'CANCELLED',
      filledPrice: number | null,
    ): Promise<OrderRow | undefined> {
      const rows = await q.query<never>(
        `UPDATE oversea_order SET status = $2, filled_price = $3, changed_at = now() WHERE id = $1 AND status = 'OPEN'
         RETURNING ${ORDER_COLUMNS}`,
        [id, status, filledPrice],
      );
      return rows[0] === undefined ? undefined : toOrderRow(rows[0]);
    },

    async order(id: number, q: Queryable = db): Promise<OrderRow | undefined> {
      return (await orders(q, 'id = $1', [id]))[0];
    },

    /** Operators' switches by stock (migration 027); a stock without a row plays and is not stopped. */
    async optionSwitches(q: Queryable = db): Promise<Map<string, OverseaOptionSwitch>> {
      const rows = await q.query<OverseaOptionSwitch & { stock: string }>(
        `SELECT stock, is_play AS "isPlay", is_stop AS "isStop", overnight_allowed AS "overnightAllowed"
         FROM oversea_option_switch`,
      );
      return new Map(rows.map(({ stock, ...flags }) => [stock, flags]));
    },

    /** An operator's switch of one stock's option; the switches as they now stand. */
    async setOptionSwitch(
      stock: string,
      change: Partial<OverseaOptionSwitch>,
      q: Queryable = db,
    ): Promise<OverseaOptionSwitch> {
      const rows = await q.query<OverseaOptionSwitch>(
        `INSERT INTO oversea_option_switch AS s (stock, is_play, is_stop, overnight_allowed)
         VALUES ($1, coalesce($2, true), coalesce($3, false), $4)
         ON CONFLICT (stock) DO UPDATE SET is_play = coalesce($2, s.is_play), is_stop = coalesce($3, s.is_stop),
           overnight_allowed = coalesce($4, s.overnight_allowed), changed_at = now()
         RETURNING is_play AS "isPlay", is_stop AS "isStop", overnight_allowed AS "overnightAllowed"`,
        [stock, change.isPlay ?? null, change.isStop ?? null, change.overnightAllowed ?? null],
      );
      return rows[0]!;
    },

    /** Resting orders: one player's (of one option), or everyone's (the engine's index on start). */
    openOrders(filter: { userId?: number; optionId?: number } = {}, q: Queryable = db): Promise<OrderRow[]> {
      return orders(
        q,
        `status = 'OPEN' AND ($1::int IS NULL OR user_id = $1) AND ($2::int IS NULL OR option_id = $2)`,
        [filter.userId ?? null, filter.optionId ?? null],
        'ORDER BY id',
      );
    },

    /** The open position of a player in an option, locked for the caller's transaction. */
    async openPositionFor(q: Queryable, userId: number, optionId: number): Promise<PositionRow | undefined> {
      return (
        await positions(
          q,
          `user_id = $1 AND option_id = $2 AND status = 'OPEN'`,
          [userId, optionId],
          'FOR UPDATE',
        )
      )[0];
    },

    /** The open positions of several players (a batch's), locked for the caller's transaction. */
    openPositionsOf(q: Queryable, userIds: readonly number[]): Promise<PositionRow[]> {
      return positions(
        q,
        `status = 'OPEN' AND user_id = ANY($1::int[])`,
        [userIds],
        'ORDER BY id FOR UPDATE',
      );
    },

    async position(id: number, q: Queryable = db, lock = false): Promise<PositionRow | undefined> {
      return (await positions(q, 'id = $1', [id], lock ? 'FOR UPDATE' : ''))[0];
    },

    openPositions(userId?: number, q: Queryable = db): Promise<PositionRow[]> {
      return positions(
        q,
        `status = 'OPEN' AND ($1::int IS NULL OR user_id = $1)`,
        [userId ?? null],
        'ORDER BY id',
      );
    },

    async insertPosition(q: Queryable, p: NewPosition): Promise<PositionRow> {
      const rows = await q.query<never>(
        `INSERT INTO oversea_position (user_id, option_id, stock, side, qty, entry_cost, margin, opened_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${POSITION_COLUMNS}`,
        [
          p.userId,
          p.optionId,
          p.stock,
          p.side,
          p.qty,
          p.entryCost.toString(),
          p.margin.toString(),
          at(p.openedAt),
        ],
      );
      return toPositionRow(rows[0]!);
    },

    /** A fill changed the open position's size, cost, margin and the profit its partial closes realized. */
    async resize(
      q: Queryable,
      id: number,
      size: { qty: number; entryCost: bigint; margin: bigint; realizedPnl: bigint | null },
    ): Promise<PositionRow> {
      const rows = await q.query<never>(
        `UPDATE oversea_position SET qty = $2, entry_cost = $3, margin = $4, realized_pnl = $5, changed_at = now()
         WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [
          id,
          size.qty,
          size.entryCost.toString(),
          size.margin.toString(),
          size.realizedPnl?.toString() ?? null,
        ],
      );
      return toPositionRow(rows[0]!);
    },

    async close(
      q: Queryable,
      id: number,
      close: { at: number; price: number; realizedPnl: bigint; reason: OverseaCloseReason },
    ): Promise<PositionRow> {
      const rows = await q.query<never>(
        `UPDATE oversea_position SET status = 'CLOSED', closed_at = $2, close_price = $3, realized_pnl = $4,
           close_reason = $5, margin = 0, changed_at = now()
         WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [id, at(close.at), close.price, close.realizedPnl.toString(), close.reason],
      );
      return toPositionRow(rows[0]!);
    },

    async setTpsl(
      q: Queryable,
      id: number,
      tpTick: number | null,
      slTick: number | null,
    ): Promise<PositionRow> {
      const rows = await q.query<never>(
        `UPDATE oversea_position SET tp_tick = $2, sl_tick = $3, changed_at = now() WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [id, tpTick, slTick],
      );
      return toPositionRow(rows[0]!);
    },

    async setOvernight(q: Queryable, id: number, isOvernight: boolean, margin: bigint): Promise<PositionRow> {
      const rows = await q.query<never>(
        `UPDATE oversea_position SET is_overnight = $2, margin = $3, version = version + 1, changed_at = now()
         WHERE id = $1 RETURNING ${POSITION_COLUMNS}`,
        [id, isOvernight, margin.toString()],
      );
      return toPositionRow(rows[0]!);
    },

    /**
     * Rows written in the last `seconds` (by any instance, as the database's clock tells): the leader applies
     * them to its book, so a change booked on a follower reaches its triggers within a poll.
     */
    async changedSince(seconds: number): Promise<{ positions: PositionRow[]; orders: OrderRow[] }> {
      const [p, o] = await Promise.all([
        positions(db, CHANGED_WITHIN, [seconds], 'ORDER BY id'),
        orders(db, CHANGED_WITHIN, [seconds], 'ORDER BY id'),
      ]);
      return { positions: p, orders: o };
    },

    /** Closed positions, newest first. */
    async history(
      filter: HistoryFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: PositionRow[]; total: number }> {
      const { where, params } = historyWhere(filter, `status = 'CLOSED'`, 'closed_at');
      const order = 'closed_at DESC, id DESC';
      return readPage(db, 'oversea_position', positions, { where, params, order }, offset, limit);
    },

    /** Realized profit per Seoul day of the closed positions in [from, to). */
    async dailyProfit(
      userId: number,
      from: number,
      to: number,
    ): Promise<Array<{ date: string; trades: number; profit: bigint }>> {
      const rows = await db.query<{ closedAt: number; pnl: string }>(
        `SELECT (extract(epoch FROM closed_at) * 1000)::float8 AS "closedAt", realized_pnl::text AS pnl
         FROM oversea_position WHERE user_id = $1 AND status = 'CLOSED' AND closed_at >= $2 AND closed_at < $3
         ORDER BY closed_at`,
        [userId, at(from), at(to)],
      );
      const days = new Map<string, { date: string; trades: number; profit: bigint }>();
      for (const row of rows) {
        const date = formatKstDate(Number(row.closedAt));
        const day = days.get(date) ?? { date, trades: 0, profit: 0n };
        day.trades++;
        day.profit += BigInt(row.pnl);
        days.set(date, day);
      }
      return [...days.values()];
    },

    /** Each player's loss-cut share of held margin, in percent (50 unless set). */
    async losscutPercents(userIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await db.query<{ userId: number; percent: number }>(
        `SELECT user_id AS "userId", losscut_percent AS percent FROM oversea_setting WHERE user_id = ANY($1::int[])`,
        [userIds],
      );
      const percents = new Map(userIds.map((id) => [id, 50]));
      for (const row of rows) percents.set(row.userId, row.percent);
      return percents;
    },
  };
}

export type OverseaRepository = ReturnType<typeof createOverseaRepository>;
