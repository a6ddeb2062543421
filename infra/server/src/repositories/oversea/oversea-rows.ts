import type {
  OverseaCloseReason,
  OverseaMarketType,
  OverseaOrderStatus,
  OverseaPositionSide,
  OverseaTradeType,
} from '@bx/contracts';

export interface PositionRow {
  id: number;
  userId: number;
  optionId: number;
  stock: string;
  side: OverseaPositionSide;
  qty: number;
  /** Sum of fill price x contracts, in price units. */
  entryCost: bigint;
  margin: bigint;
  tpTick: number | null;
  slTick: number | null;
  isOvernight: boolean;
  version: number;
  status: 'OPEN' | 'CLOSED';
  openedAt: number;
  closedAt: number | null;
  closePrice: number | null;
  realizedPnl: bigint | null;
  closeReason: OverseaCloseReason | null;
}

export interface OrderRow {
  id: number;
  userId: number;
  optionId: number;
  stock: string;
  marketType: OverseaMarketType;
  tradeType: OverseaTradeType;
  qty: number;
  price: number;
  filledPrice: number | null;
  margin: bigint;
  status: OverseaOrderStatus;
  /** MANUAL, or the trigger that placed it (TAKEPROFIT, STOPLOSS, LIQUIDATION, SESSION_END). */
  reason: string;
  createdAt: number;
}

export const POSITION_COLUMNS = `id, user_id AS "userId", option_id AS "optionId", stock, side, qty,
  entry_cost::text AS "entryCost", margin::text AS margin, tp_tick AS "tpTick", sl_tick AS "slTick",
  is_overnight AS "isOvernight", version, status, (extract(epoch FROM opened_at) * 1000)::float8 AS "openedAt",
  (extract(epoch FROM closed_at) * 1000)::float8 AS "closedAt", close_price::text AS "closePrice",
  realized_pnl::text AS "realizedPnl", close_reason AS "closeReason"`;

export const ORDER_COLUMNS = `id, user_id AS "userId", option_id AS "optionId", stock, market_type AS "marketType",
  trade_type AS "tradeType", qty, price::text AS price, filled_price::text AS "filledPrice", margin::text AS margin,
  status, reason, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;

type Raw<T> = { [K in keyof T]: T[K] extends bigint | number | null ? unknown : T[K] };

const big = (value: unknown) => BigInt(value as string);
const num = (value: unknown) => (value === null ? null : Number(value));

export function toPositionRow(raw: Raw<PositionRow>): PositionRow {
  return {
    ...(raw as unknown as PositionRow),
    id: Number(raw.id),
    userId: Number(raw.userId),
    optionId: Number(raw.optionId),
    qty: Number(raw.qty),
    entryCost: big(raw.entryCost),
    margin: big(raw.margin),
    tpTick: num(raw.tpTick),
    slTick: num(raw.slTick),
    version: Number(raw.version),
    openedAt: Number(raw.openedAt),
    closedAt: num(raw.closedAt),
    closePrice: num(raw.closePrice),
    realizedPnl: raw.realizedPnl === null ? null : big(raw.realizedPnl),
  };
}

export function toOrderRow(raw: Raw<OrderRow>): OrderRow {
  return {
    ...(raw as unknown as OrderRow),
    id: Number(raw.id),
    userId: Number(raw.userId),
    optionId: Number(raw.optionId),
    qty: Number(raw.qty),
    price: Number(raw.price),
    filledPrice: num(raw.filledPrice),
    margin: big(raw.margin),
    createdAt: Number(raw.createdAt),
  };
}
