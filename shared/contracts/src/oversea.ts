import type { OverseaOption } from './options.js';
import type { DecimalString } from './user.js';

/**
 * The overseas futures quick-order area (spec "Overseas (/api/oversea)", section 4's order and position events).
 * Money of this area is the player's `money` (KRW); a contract's prices and tick values are in its own currency
 * (USD, HKD) and are converted to KRW at the server's rate, so every amount below marked KRW is in the account's
 * currency.
 */

/** GET /api/oversea/option {overseaOptionId}: one option with its contract terms, for the order screen. */
export interface OverseaOptionDetail extends OverseaOption {
  /** The contract's currency (USD, HKD) and what one tick (tickSize) is worth per contract in it. */
  currency: string;
  tickSize: DecimalString;
  tickValue: DecimalString;
  /** The server's rate: 1 unit of `currency` in KRW. */
  krwRate: DecimalString;
  /** KRW held per contract while a position or order is open. */
  marginPerContract: DecimalString;
  overnightAllowed: boolean;
  /** While isRest: when it opens again (epoch ms); null while open. */
  nextOpenAt: number | null;
}

/** MARKET fills at once at the last price; LIMIT rests until the price crosses it. */
export type OverseaMarketType = 'MARKET' | 'LIMIT';

/** The order's side, as the spec's bet side: B buy (opens or adds to a LONG), S sell (a SHORT). */
export type OverseaTradeType = 'B' | 'S';

export type OverseaPositionSide = 'LONG' | 'SHORT';

/** How an order or a position ended; the spec's market order types name the triggers. */
export type OverseaCloseReason = 'MANUAL' | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION' | 'SESSION_END';

/**
 * POST /api/oversea/order. A quick order: `qty` contracts; `price` only for LIMIT. Positions are net per option:
 * an order against the open position reduces, closes or reverses it. With `overseaPositionId` the order closes
 * that position (its whole size unless `qty` says less), at market.
 */
export interface OverseaOrderRequest {
  overseaOptionId: number;
  marketType: OverseaMarketType;
  tradeType: OverseaTradeType;
  qty?: number;
  price?: DecimalString;
  overseaPositionId?: number;
}

export type OverseaOrderStatus = 'OPEN' | 'FILLED' | 'CANCELLED';

export interface OverseaOrder {
  id: number;
  overseaOptionId: number;
  stock: string;
  marketType: OverseaMarketType;
  tradeType: OverseaTradeType;
  qty: number;
  /** The limit price; for MARKET, the price it filled at. */
  price: DecimalString;
  /** Where it filled, null while resting. */
  filledPrice: DecimalString | null;
  status: OverseaOrderStatus;
  /** The spec's flag: false once cancelled or filled. */
  isActive: boolean;
  /** KRW held for the order while it rests (its contracts' margin). */
  margin: DecimalString;
  /**
   * Ours: MANUAL for the player's own order; else the engine's close it is, TAKEPROFIT, STOPLOSS, LIQUIDATION
   * (the loss-cut) or SESSION_END, so the screen names the close by what it is.
   */
  reason: OverseaCloseReason;
  createdAt: number;
}

export interface OverseaPosition {
  /** overseaPositionId in the calls. */
  id: number;
  overseaOptionId: number;
  stock: string;
  koName: string;
  side: OverseaPositionSide;
  qty: number;
  entryPrice: DecimalString;
  /** The last price the engine valued the position at. */
  lastPrice: DecimalString;
  /** Unrealized profit in KRW at lastPrice: ticks x tick value x contracts x rate. */
  pnl: DecimalString;
  /** KRW held for the position. */
  margin: DecimalString;
  tpTick: number | null;
  slTick: number | null;
  /** The prices the take-profit and stop-loss trigger at, from the ticks. */
  tpPrice: DecimalString | null;
  slPrice: DecimalString | null;
  /** Kept past the session's end (POST /api/oversea/overnight). */
  isOvernight: boolean;
  /** Whether this stock allows overnight at all. */
  overnightAllowed: boolean;
  openedAt: number;
  /** Set once closed. */
  closedAt: number | null;
  closePrice: DecimalString | null;
  /** Realized profit in KRW once closed. */
  realizedPnl: DecimalString | null;
  closeReason: OverseaCloseReason | null;
}

/** POST /api/oversea/order/tpsl: ticks away from the entry price; null or 0 clears that side. */
export interface OverseaTpslRequest {
  overseaPositionId: number;
  overseaOptionId: number;
  tpTick: number | null;
  slTick: number | null;
}

/** POST /api/oversea/order/delete-tpsl: `id` is the position, `value` which trigger goes. */
export interface OverseaDeleteTpslRequest {
  id: number;
  overseaOptionId: number;
  value: 'TP' | 'SL' | 'ALL';
}

/** POST /api/oversea/overnight. */
export interface OverseaOvernightRequest {
  overseaPositionId: number;
  isActive: boolean;
}

/** GET /api/oversea/overnight {playerId}: the caller's open positions and whether each is kept overnight. */
export interface OverseaOvernight {
  overseaPositionId: number;
  overseaOptionId: number;
  stock: string;
  isActive: boolean;
  overnightAllowed: boolean;
}

/** One closed trade of GET /api/oversea/history/list. */
export type OverseaTrade = OverseaPosition;

/** GET /api/oversea/daily_profit {startDate, endDate}: realized profit per Seoul calendar day. */
export interface OverseaDailyProfit {
  date: string;
  trades: number;
  profit: DecimalString;
}

/** /user/queue/oversea_cross: the account as the engine sees it, KRW. */
export interface OverseaCross {
  /** Free balance: money not held. */
  playerPoint: DecimalString;
  /** Unrealized profit of all open positions. */
  lastPnl: DecimalString;
  /** The equity (playerPoint + playerGameWaitPoint + lastPnl) at which every position closes. */
  losscut: DecimalString;
  /** Held for open positions and resting orders. */
  playerGameWaitPoint: DecimalString;
}

export type OverseaOrderEventType = 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_FILLED' | 'ORDER_UPDATE';
export type OverseaPositionEventType =
  'POSITION_OPEN' | 'POSITION_UPDATE' | 'POSITION_CLOSE' | 'POSITION_LIQUID';

/** /user/queue/oversea. */
export type OverseaEvent =
  | { type: OverseaOrderEventType; data: OverseaOrder }
  | { type: OverseaPositionEventType; data: OverseaPosition };

/** /topic/oversea: an option changed (isRest flipped) or closed for good (OVERSEA_OPTION_CLOSE). */
export interface OverseaOptionEvent {
  type: 'OVERSEA_OPTION_UPDATE' | 'OVERSEA_OPTION_CLOSE';
  data: { id: number; stock: string; isRest: boolean };
}
