import type {
  FuturesCloseReason,
  FuturesMarginType,
  FuturesMarketType,
  FuturesOrderStatus,
  FuturesPositionSide,
  FuturesTradeType,
} from '@bx/contracts';

/** Quantities in step units, prices in price units, money in USDT micro-units (migration 024). */
export interface FuturesPositionRow {
  id: number;
  userId: number;
  optionId: number;
  stock: string;
  side: FuturesPositionSide;
  qty: bigint;
  /** Sum of fill price x quantity. */
  entryCost: bigint;
  margin: bigint;
  leverage: number;
  marginType: FuturesMarginType;
  realizedPnl: bigint;
  fundingFee: bigint;
  version: number;
  status: 'OPEN' | 'CLOSED';
  openedAt: number;
  closedAt: number | null;
  closePrice: number | null;
  closeReason: FuturesCloseReason | null;
}

export interface FuturesOrderRow {
  id: number;
  userId: number;
  optionId: number;
  stock: string;
  marketType: FuturesMarketType;
  tradeType: FuturesTradeType;
  qty: bigint;
  price: number | null;
  stopPrice: number | null;
  /** A stop's direction: it fires when the price rises to stopPrice (true) or falls to it (false). */
  firesAbove: boolean | null;
  isMark: boolean;
  isTriggered: boolean;
  reduceOnly: boolean;
  positionId: number | null;
  leverage: number;
  marginType: FuturesMarginType;
  margin: bigint;
  takeProfit: number | null;
  stopLoss: number | null;
  status: FuturesOrderStatus;
  filledPrice: number | null;
  fee: bigint;
  /** What a LIQUIDATION charged as the liquidation fee (beside the taker fee in `fee`); 0 for others. */
  liquidationFee: bigint;
  /** The size a reduce-only order asked for when the engine cut it to the position's; null: taken as asked. */
  requestedQty: bigint | null;
  realizedPnl: bigint | null;
  cancelReason: string | null;
  createdAt: number;
  filledAt: number | null;
}

const ms = (column: string, alias: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS "${alias}"`;

export const POSITION_COLUMNS = `id, user_id AS "userId", option_id AS "optionId", stock, side, qty::text AS qty,
  entry_cost::text AS "entryCost", margin::text AS margin, leverage, margin_type AS "marginType",
  realized_pnl::text AS "realizedPnl", funding_fee::text AS "fundingFee", version, status,
  ${ms('opened_at', 'openedAt')}, ${ms('closed_at', 'closedAt')}, close_price::text AS "closePrice",
  close_reason AS "closeReason"`;

export const ORDER_COLUMNS = `id, user_id AS "userId", option_id AS "optionId", stock, market_type AS "marketType",
  trade_type AS "tradeType", qty::text AS qty, price::text AS price, stop_price::text AS "stopPrice",
  fires_above AS "firesAbove", is_mark AS "isMark", is_triggered AS "isTriggered", reduce_only AS "reduceOnly",
  position_id AS "positionId", leverage, margin_type AS "marginType", margin::text AS margin,
  take_profit::text AS "takeProfit", stop_loss::text AS "stopLoss", status, filled_price::text AS "filledPrice",
  fee::text AS fee, liquidation_fee::text AS "liquidationFee", requested_qty::text AS "requestedQty",
  realized_pnl::text AS "realizedPnl", cancel_reason AS "cancelReason",
  ${ms('created_at', 'createdAt')}, ${ms('filled_at', 'filledAt')}`;

type Raw = Record<string, unknown>;
const big = (value: unknown) => BigInt(value as string);
const num = (value: unknown) => (value === null ? null : Number(value));

export function toPositionRow(raw: Raw): FuturesPositionRow {
  return {
    ...(raw as unknown as FuturesPositionRow),
    id: Number(raw.id),
    userId: Number(raw.userId),
    optionId: Number(raw.optionId),
    qty: big(raw.qty),
    entryCost: big(raw.entryCost),
    margin: big(raw.margin),
    leverage: Number(raw.leverage),
    realizedPnl: big(raw.realizedPnl),
    fundingFee: big(raw.fundingFee),
    version: Number(raw.version),
    openedAt: Number(raw.openedAt),
    closedAt: num(raw.closedAt),
    closePrice: num(raw.closePrice),
  };
}

export function toOrderRow(raw: Raw): FuturesOrderRow {
  return {
    ...(raw as unknown as FuturesOrderRow),
    id: Number(raw.id),
    userId: Number(raw.userId),
    optionId: Number(raw.optionId),
    qty: big(raw.qty),
    price: num(raw.price),
    stopPrice: num(raw.stopPrice),
    positionId: num(raw.positionId),
    leverage: Number(raw.leverage),
    margin: big(raw.margin),
    takeProfit: num(raw.takeProfit),
    stopLoss: num(raw.stopLoss),
    filledPrice: num(raw.filledPrice),
    fee: big(raw.fee),
    liquidationFee: big(raw.liquidationFee),
    requestedQty: raw.requestedQty === null ? null : big(raw.requestedQty),
    realizedPnl: raw.realizedPnl === null ? null : big(raw.realizedPnl),
    createdAt: Number(raw.createdAt),
    filledAt: num(raw.filledAt),
  };
}
