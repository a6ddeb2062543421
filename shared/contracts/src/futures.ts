import type { CopyEvent } from './copytrade.js';
import type { FuturesOption } from './options.js';
import type { DecimalString } from './user.js';

/**
 * Perpetual coin futures (spec "Futures (/api/futures)", section 4's futures events), Binance USDⓈ-M one-way mode
 * (infra/server/docs/futures.md). Money is the player's FUTURES wallet, in USDT; a quantity is in the coin
 * (BTC for BTCUSDTPERP), on the option's step; prices on its tick.
 */

export type FuturesMarginType = 'CROSS' | 'ISOLATED';

/** One maintenance-margin tier: positions whose notional is at most `notionalCap` USDT. */
export interface FuturesBracket {
  notionalCap: DecimalString;
  /** The highest leverage a position of this size may use. */
  maxLeverage: number;
  /** Maintenance margin rate (0.004 = 0.4 %) and the tier's maintenance amount (Binance's cum). */
  mmr: DecimalString;
  cum: DecimalString;
}

/** GET /api/futures/option {futuresOptionId}: one contract with its terms, for the order screen. */
export interface FuturesOptionDetail extends FuturesOption {
  tickSize: DecimalString;
  stepSize: DecimalString;
  /** Decimals of a quantity (stepSize's). */
  qtyPrecision: number;
  maxLeverage: number;
  /** The smallest order, in USDT of notional (10); reduce-only orders are exempt. */
  minNotional: DecimalString;
  brackets: FuturesBracket[];
  /** The smoothed price positions are valued and liquidated at. */
  markPrice: DecimalString;
  /** Rate of the next funding (0.0001 = 0.01 %; longs pay shorts when positive) and when it books (epoch ms). */
  fundingRate: DecimalString;
  nextFundingTime: number;
  /** Taker fee per fill (0.0004); the spec's estimated cost adds it twice (0.0008). */
  feeRate: DecimalString;
  isPlay: boolean;
  isStop: boolean;
}

/** Orders the player places; TAKEPROFIT and STOPLOSS come from order/tpsl, LIQUIDATION from the engine. */
export type FuturesMarketType =
  'LIMIT' | 'MARKET' | 'STOPLIMIT' | 'STOPMARKET' | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';

export type FuturesPlaceableType = 'LIMIT' | 'MARKET' | 'STOPLIMIT' | 'STOPMARKET';

/** B buys (opens or adds to a LONG, or reduces a SHORT), S sells. */
export type FuturesTradeType = 'B' | 'S';

export type FuturesPositionSide = 'LONG' | 'SHORT';

/**
 * POST /api/futures/order. The size is `qty` (coins) or `amount` (USDT the order may cost: margin plus the open and
 * close fees, the spec's 0.0008 factor), one of the two. `price` for LIMIT and STOPLIMIT, `stopPrice` (the trigger)
 * for STOPLIMIT and STOPMARKET, triggered at the mark price unless `isMark` is false (then the last price). With
 * `futuresPositionId` the order closes that position (all of it unless `qty` says less) and is reduce-only.
 * `takeProfit` / `stopLoss`: prices set on the position once the order opens it (as order/tpsl).
 */
export interface FuturesOrderRequest {
  futuresOptionId: number;
  marketType: FuturesPlaceableType;
  tradeType: FuturesTradeType;
  qty?: DecimalString;
  amount?: DecimalString;
  price?: DecimalString;
  stopPrice?: DecimalString;
  isMark?: boolean;
  reduceOnly?: boolean;
  futuresPositionId?: number;
  takeProfit?: DecimalString;
  stopLoss?: DecimalString;
}

export type FuturesOrderStatus = 'OPEN' | 'FILLED' | 'CANCELLED';

export interface FuturesOrder {
  id: number;
  futuresOptionId: number;
  stock: string;
  marketType: FuturesMarketType;
  tradeType: FuturesTradeType;
  qty: DecimalString;
  /** The limit price (LIMIT, STOPLIMIT); null for market-priced orders. */
  price: DecimalString | null;
  /** The trigger of a stop, take-profit or stop-loss order, and whether it watches the mark price. */
  stopPrice: DecimalString | null;
  isMark: boolean;
  reduceOnly: boolean;
  /** A stop that fired keeps its type and is marked triggered (its limit then rests). */
  isTriggered: boolean;
  leverage: number;
  marginType: FuturesMarginType;
  /** USDT held while it rests. */
  margin: DecimalString;
  status: FuturesOrderStatus;
  /** The spec's flag: false once cancelled or filled. */
  isActive: boolean;
  filledPrice: DecimalString | null;
  /** Fee and realized profit of its fill, USDT. */
  fee: DecimalString;
  /**
   * Ours: what a LIQUIDATION order charged as the liquidation fee (what was left of the maintenance margin), USDT,
   * beside the taker fee in `fee`; "0" for every other order.
   */
  liquidationFee: DecimalString;
  /**
   * Ours: the size a reduce-only order asked for when the engine cut it to the position's size (Binance does the
   * same); null when it was taken as asked. `qty` is what was ordered.
   */
  requestedQty: DecimalString | null;
  realizedPnl: DecimalString | null;
  /** The position it was placed against (TP/SL, a close). */
  futuresPositionId: number | null;
  /** Why it was cancelled by the engine, when it was (REDUCE_ONLY, INSUFFICIENT_BALANCE, POSITION_CLOSED...). */
  cancelReason: string | null;
  createdAt: number;
  filledAt: number | null;
}

export type FuturesCloseReason = 'MANUAL' | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';

/** A position's take-profit or stop-loss: a TAKEPROFIT / STOPLOSS order that closes it whole. */
export interface FuturesTrigger {
  orderId: number;
  price: DecimalString;
  isMark: boolean;
}

export interface FuturesPosition {
  /** futuresPositionId in the calls. */
  id: number;
  futuresOptionId: number;
  stock: string;
  side: FuturesPositionSide;
  qty: DecimalString;
  entryPrice: DecimalString;
  markPrice: DecimalString;
  leverage: number;
  marginType: FuturesMarginType;
  /** USDT the position holds: its isolated margin (with added margin), or its initial margin in cross. */
  margin: DecimalString;
  /** qty x markPrice. */
  notional: DecimalString;
  maintenanceMargin: DecimalString;
  /** At the mark price; ROE in percent of the entry's initial margin. */
  unrealizedPnl: DecimalString;
  roe: DecimalString;
  /** Where the mark price liquidates it (rounded against the player to the tick); null when it cannot be. */
  liquidationPrice: DecimalString | null;
  takeProfit: FuturesTrigger | null;
  stopLoss: FuturesTrigger | null;
  /** Funding booked on it so far, signed (negative: paid). */
  fundingFee: DecimalString;
  /** Profit realized by partial closes and, once closed, in all (fees not included). */
  realizedPnl: DecimalString;
  status: 'OPEN' | 'CLOSED';
  openedAt: number;
  closedAt: number | null;
  closePrice: DecimalString | null;
  closeReason: FuturesCloseReason | null;
}

/** POST /api/futures/order/tpsl: prices; null or "0" removes that side. */
export interface FuturesTpslRequest {
  futuresPositionId: number;
  takeProfit: DecimalString | null;
  stopLoss: DecimalString | null;
  isMarkTp?: boolean;
  isMarkSl?: boolean;
}

/** POST order/leverage {futuresOptionId, leverage}, order/margin_type {futuresOptionId, marginType}. */
export interface FuturesLeverageRequest {
  futuresOptionId: number;
  leverage: number;
}

export interface FuturesMarginTypeRequest {
  futuresOptionId: number;
  marginType: FuturesMarginType;
}

/** The player's setting of one option (GET history/last_leverage, LEVERAGE_UPDATE). */
export interface FuturesLeverage {
  futuresOptionId: number;
  stock: string;
  leverage: number;
  marginType: FuturesMarginType;
  /** The largest position notional this leverage allows (its bracket's cap), USDT. */
  maxNotional: DecimalString;
}

/** POST /api/futures/order/margin: add USDT to an isolated position, or take some back. */
export interface FuturesMarginRequest {
  futuresPositionId: number;
  amount: DecimalString;
  type: 'ADD' | 'REMOVE';
}

/** GET /api/futures/order/qty_per {futuresOptionId, leverage}: what 100 % of the balance opens, for the % chips. */
export interface FuturesQtyPer {
  futuresOptionId: number;
  leverage: number;
  /** USDT free for a new order. */
  availableBalance: DecimalString;
  /** The most a long / short opens at the current price (fees and open loss counted), in coins. */
  maxBuyQty: DecimalString;
  maxSellQty: DecimalString;
}

/** /user/queue/cross, and GET /api/futures/cross: the FUTURES account as the engine sees it, USDT. */
export interface FuturesCross {
  /** The FUTURES wallet's free balance (not held by positions or orders). */
  playerPoint: DecimalString;
  /** Unrealized profit of every open position at the mark price. */
  markPnl: DecimalString;
  /** Funding booked on the open positions, signed (negative: paid). */
  minusFundingFee: DecimalString;
  /** What a new order may use: free balance less cross losses and cross margin re-priced at mark. */
  availableBalance: DecimalString;
  /** Held by positions and resting orders. */
  margin: DecimalString;
}

export type FuturesOrderEventType = 'ORDER_SUCCESS' | 'ORDER_CANCEL' | 'ORDER_FILLED' | 'ORDER_UPDATE';
export type FuturesPositionEventType =
  | 'POSITION_OPEN'
  | 'POSITION_UPDATE'
  | 'POSITION_CLOSE'
  | 'POSITION_UPDATE_LIQUIDPRICE'
  | 'POSITION_WARN'
  | 'POSITION_LIQUID';

/** /user/queue/futures; COPYTRADE_OPEN / COPYTRADE_CLOSE tell a follower of a mirrored (or skipped) fill. */
export type FuturesEvent =
  | CopyEvent
  | { type: FuturesOrderEventType; data: FuturesOrder }
  | { type: FuturesPositionEventType; data: FuturesPosition }
  | { type: 'LEVERAGE_UPDATE'; data: FuturesLeverage };
