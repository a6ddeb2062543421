import type { Queryable } from '../../db/db.js';
import { takeSequenceIds } from '../sequence-ids.js';
import type { OrderRow, PositionRow } from './oversea-rows.js';

/**
 * A batch's overseas orders and positions written as sets (group commit, docs/oversea.md): each statement writes
 * every row of the batch, whatever its size. The rows carry their ids, taken from the tables' sequences
 * beforehand (`takeIds`), so the engine decided them in memory and writes them as they are.
 */

const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const text = (value: bigint | number | null) => (value === null ? null : value.toString());

export const takeIds = (q: Queryable, orders: number, positions: number) =>
  takeSequenceIds(
    q,
    { orders: 'oversea_order_id_seq', positions: 'oversea_position_id_seq' },
    orders,
    positions,
  );

/** Inserts orders as they are (a batch's quick orders are inserted already filled). */
export async function insertOrders(q: Queryable, rows: readonly OrderRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: OrderRow) => T) => rows.map(pick);
  await q.query(
    `INSERT INTO oversea_order (id, user_id, option_id, stock, market_type, trade_type, qty, price, filled_price,
       margin, status, reason, created_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[],
       $8::bigint[], $9::bigint[], $10::numeric[], $11::text[], $12::text[], $13::timestamptz[])`,
    [
      column((r) => r.id),
      column((r) => r.userId),
      column((r) => r.optionId),
      column((r) => r.stock),
      column((r) => r.marketType),
      column((r) => r.tradeType),
      column((r) => r.qty),
      column((r) => r.price),
      column((r) => r.filledPrice),
      column((r) => text(r.margin)),
      column((r) => r.status),
      column((r) => r.reason),
      column((r) => at(r.createdAt)),
    ],
  );
}

/** The position columns a fill or a TP/SL change sets, one array each, in the order of the statements below. */
function positionColumns(rows: readonly PositionRow[]): unknown[] {
  const column = <T>(pick: (row: PositionRow) => T) => rows.map(pick);
  return [
    column((r) => r.id),
    column((r) => r.qty),
    column((r) => text(r.entryCost)),
    column((r) => text(r.margin)),
    column((r) => r.tpTick),
    column((r) => r.slTick),
    column((r) => text(r.realizedPnl)),
    column((r) => r.status),
    column((r) => at(r.closedAt)),
    column((r) => r.closePrice),
    column((r) => r.closeReason),
  ];
}

const POSITION_ARRAYS = `$1::int[], $2::int[], $3::bigint[], $4::numeric[], $5::int[], $6::int[], $7::numeric[],
  $8::text[], $9::timestamptz[], $10::bigint[], $11::text[]`;

/**
 * Writes existing positions' new state. Run before `insertPositions`: a position a batch closes is closed before
 * the one it opens in its place exists (one OPEN row per player and option).
 */
export async function updatePositions(q: Queryable, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE oversea_position p SET qty = u.qty, entry_cost = u.entry_cost, margin = u.margin, tp_tick = u.tp_tick,
       sl_tick = u.sl_tick, realized_pnl = u.realized_pnl, status = u.status, closed_at = u.closed_at,
       close_price = u.close_price, close_reason = u.close_reason, changed_at = now()
     FROM unnest(${POSITION_ARRAYS}) AS u(id, qty, entry_cost, margin, tp_tick, sl_tick, realized_pnl, status,
       closed_at, close_price, close_reason)
     WHERE p.id = u.id`,
    positionColumns(rows),
  );
}

/** Inserts positions a batch opened, in their state at its end (closed again within it, too). */
export async function insertPositions(q: Queryable, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO oversea_position (id, qty, entry_cost, margin, tp_tick, sl_tick, realized_pnl, status, closed_at,
       close_price, close_reason, user_id, option_id, stock, side, is_overnight, version, opened_at)
     SELECT * FROM unnest(${POSITION_ARRAYS}, $12::int[], $13::int[], $14::text[], $15::text[], $16::boolean[],
       $17::int[], $18::timestamptz[])`,
    [
      ...positionColumns(rows),
      rows.map((r) => r.userId),
      rows.map((r) => r.optionId),
      rows.map((r) => r.stock),
      rows.map((r) => r.side),
      rows.map((r) => r.isOvernight),
      rows.map((r) => r.version),
      rows.map((r) => at(r.openedAt)),
    ],
  );
}
