import type { Queryable } from '../../db/db.js';
import type { FuturesOrderRow, FuturesPositionRow } from './futures-rows.js';

/**
 * A batch's orders and positions written as sets (group commit, docs/engine-core.md): each statement writes every
 * row of the batch, whatever its size. The rows carry their ids, taken from the tables' sequences beforehand
 * (`takeIds`), so the engine decided them in memory and writes them as they are.
 */

const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const text = (value: bigint | number | null) => (value === null ? null : value.toString());

/** `orders` new order ids and `positions` new position ids, from the tables' own sequences, in one statement. */
export async function takeIds(
  q: Queryable,
  orders: number,
  positions: number,
): Promise<{ orders: number[]; positions: number[] }> {
  const [row] = await q.query<{ orders: number[] | null; positions: number[] | null }>(
    `SELECT
       (SELECT array_agg(nextval('futures_order_id_seq')::int) FROM generate_series(1, $1::int)) AS orders,
       (SELECT array_agg(nextval('futures_position_id_seq')::int) FROM generate_series(1, $2::int)) AS positions`,
    [orders, positions],
  );
  return { orders: (row?.orders ?? []).map(Number), positions: (row?.positions ?? []).map(Number) };
}

/** Inserts orders as they are (any status: a batch's market orders are inserted already filled). */
export async function insertOrders(q: Queryable, rows: readonly FuturesOrderRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: FuturesOrderRow) => T) => rows.map(pick);
  await q.query(
    `INSERT INTO futures_order (id, user_id, option_id, stock, market_type, trade_type, qty, price, stop_price,
       fires_above, is_mark, reduce_only, position_id, leverage, margin_type, margin, take_profit, stop_loss, status,
       filled_price, fee, liquidation_fee, realized_pnl, requested_qty, created_at, filled_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[],
       $8::bigint[], $9::bigint[], $10::boolean[], $11::boolean[], $12::boolean[], $13::int[], $14::int[],
       $15::text[], $16::numeric[], $17::bigint[], $18::bigint[], $19::text[], $20::bigint[], $21::numeric[],
       $22::numeric[], $23::numeric[], $24::bigint[], $25::timestamptz[], $26::timestamptz[])`,
    [
      column((r) => r.id),
      column((r) => r.userId),
      column((r) => r.optionId),
      column((r) => r.stock),
      column((r) => r.marketType),
      column((r) => r.tradeType),
      column((r) => text(r.qty)),
      column((r) => text(r.price)),
      column((r) => text(r.stopPrice)),
      column((r) => r.firesAbove),
      column((r) => r.isMark),
      column((r) => r.reduceOnly),
      column((r) => r.positionId),
      column((r) => r.leverage),
      column((r) => r.marginType),
      column((r) => text(r.margin)),
      column((r) => text(r.takeProfit)),
      column((r) => text(r.stopLoss)),
      column((r) => r.status),
      column((r) => text(r.filledPrice)),
      column((r) => text(r.fee)),
      column((r) => text(r.liquidationFee)),
      column((r) => text(r.realizedPnl)),
      column((r) => text(r.requestedQty)),
      column((r) => at(r.createdAt)),
      column((r) => at(r.filledAt)),
    ],
  );
}

/** The position columns a fill changes, one array each, in the order of the statements below. */
function positionColumns(rows: readonly FuturesPositionRow[]): unknown[] {
  const column = <T>(pick: (row: FuturesPositionRow) => T) => rows.map(pick);
  return [
    column((r) => r.id),
    column((r) => text(r.qty)),
    column((r) => text(r.entryCost)),
    column((r) => text(r.margin)),
    column((r) => r.leverage),
    column((r) => text(r.realizedPnl)),
    column((r) => r.status),
    column((r) => at(r.closedAt)),
    column((r) => text(r.closePrice)),
    column((r) => r.closeReason),
  ];
}

const POSITION_ARRAYS = `$1::int[], $2::bigint[], $3::numeric[], $4::numeric[], $5::int[], $6::numeric[], $7::text[],
  $8::timestamptz[], $9::bigint[], $10::text[]`;

/**
 * Writes existing positions' new state (a fill's update or close). Run before `insertPositions`: a position a
 * batch closes is closed before the one it opens in its place exists (one OPEN row per player and option).
 */
export async function updatePositions(q: Queryable, rows: readonly FuturesPositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE futures_position p SET qty = u.qty, entry_cost = u.entry_cost, margin = u.margin, leverage = u.leverage,
       realized_pnl = u.realized_pnl, status = u.status, closed_at = u.closed_at, close_price = u.close_price,
       close_reason = u.close_reason, changed_at = now()
     FROM unnest(${POSITION_ARRAYS}) AS u(id, qty, entry_cost, margin, leverage, realized_pnl, status, closed_at,
       close_price, close_reason)
     WHERE p.id = u.id`,
    positionColumns(rows),
  );
}

/** Inserts positions a batch opened, in their state at its end (closed again within it, too). */
export async function insertPositions(q: Queryable, rows: readonly FuturesPositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO futures_position (id, qty, entry_cost, margin, leverage, realized_pnl, status, closed_at,
       close_price, close_reason, user_id, option_id, stock, side, margin_type, opened_at)
     SELECT * FROM unnest(${POSITION_ARRAYS}, $11::int[], $12::int[], $13::text[], $14::text[], $15::text[],
       $16::timestamptz[])`,
    [
      ...positionColumns(rows),
      rows.map((r) => r.userId),
      rows.map((r) => r.optionId),
      rows.map((r) => r.stock),
      rows.map((r) => r.side),
      rows.map((r) => r.marginType),
      rows.map((r) => at(r.openedAt)),
    ],
  );
}
