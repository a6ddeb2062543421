import type { DecimalString } from './user.js';

/**
 * Copy trading (spec "Copy trade (/api/copytrade)", trading-rules "Copy trading", infra/server/docs/copytrade.md).
 * A follower follows one trader; each fill of the trader's futures orders is mirrored into the follower's FUTURES
 * account right after it, sized by multiplyPer and capped by oneMaxBet and maxBet (USDT of initial margin).
 */

/** How trader/list orders: return on margin, realized profit, followers, or the newest first. */
export type CopyTraderSort = 'ROI' | 'PNL' | 'FOLLOWERS' | 'LATEST';

/** A trader as players see them (trader/list, trader, follower/my_traders). */
export interface CopyTrader {
  /** traderId in the calls. */
  id: number;
  name: string;
  introduction: string;
  /** Accepting new followers. */
  isActive: boolean;
  /** Liquidated, and not trading again since: follows are refused. */
  isLiquidated: boolean;
  followerCount: number;
  maxFollowerCount: number;
  isFull: boolean;
  /** The FUTURES balance a follower needs, USDT. */
  minBalance: DecimalString;
  /** Realized profit after fees of the trader's closed trades, USDT, and in percent of the margin they used. */
  pnl: DecimalString;
  roi: DecimalString;
  /** Closing fills, and the share of them with a profit (percent). */
  tradeCount: number;
  winRate: DecimalString;
  /** What the followers made by copying, USDT. */
  followerPnl: DecimalString;
  /** The pairs the trader trades (every listed futures stock, PERP suffix). */
  stocks: string[];
  createdAt: number;
}

/** POST /api/copytrade/follower/follow. followStock: stocks (BTCUSDT or BTCUSDTPERP), an array or comma-separated. */
export interface CopyFollowRequest {
  traderId: number;
  followStock: string | string[];
  /** Percent of the trader's size, a whole number, 0 or more. */
  multiplyPer: number | string;
  /** USDT of initial margin: every copied position together, and one copied order. Both 10 or more, maxBet above. */
  maxBet: DecimalString | number;
  oneMaxBet: DecimalString | number;
}

export type CopyFollowStatus = 'FOLLOWING' | 'ENDED';
/** Why a follow ended: the follower unfollowed, or the trader removed them (unfollow_trader). */
export type CopyFollowEndReason = 'UNFOLLOW' | 'REMOVED';

/** One follow (traderFollowerId): follower, my_trader_follower, follower/list. */
export interface CopyFollow {
  /** traderFollowerId in the calls. */
  id: number;
  traderId: number;
  traderName: string;
  /** The follower's username, masked for the trader (dem**). */
  followerName: string;
  followStock: string[];
  multiplyPer: number;
  maxBet: DecimalString;
  oneMaxBet: DecimalString;
  /** Initial margin of the follower's open positions in the followed pairs now, USDT. */
  usedBet: DecimalString;
  /** Realized profit of the copied closes, USDT. */
  pnl: DecimalString;
  copyCount: number;
  status: CopyFollowStatus;
  endReason: CopyFollowEndReason | null;
  createdAt: number;
  endedAt: number | null;
}

export type CopyRecordKind = 'OPEN' | 'CLOSE';
export type CopyRecordStatus = 'FILLED' | 'SKIPPED';

/**
 * One mirrored fill (GET /api/copytrade/history/list; COPYTRADE_OPEN / COPYTRADE_CLOSE on /user/queue/futures).
 * A follower who could not copy (balance, limits) gets a SKIPPED record with the reason's code and message.
 */
export interface CopyRecord {
  id: number;
  traderFollowerId: number;
  traderId: number;
  traderName: string;
  futuresTraderOrderId: number;
  /** The follower's order; null when skipped. */
  futuresFollowerOrderId: number | null;
  futuresOptionId: number;
  stock: string;
  kind: CopyRecordKind;
  status: CopyRecordStatus;
  skipReason: string | null;
  /** The skip reason in the site's language. */
  message: string | null;
  traderQty: DecimalString;
  qty: DecimalString;
  price: DecimalString | null;
  /** Initial margin the copy opened, USDT (0 for a close). */
  margin: DecimalString;
  realizedPnl: DecimalString | null;
  createdAt: number;
}

/** One fill of a trader (GET /api/copytrade/history/trader): what a follower would have copied. */
export interface CopyTraderTrade {
  futuresTraderOrderId: number;
  futuresOptionId: number;
  stock: string;
  /** OPEN: the trader opened or added; CLOSE: reduced or closed (a liquidation too). */
  kind: CopyRecordKind;
  tradeType: 'B' | 'S';
  qty: DecimalString;
  price: DecimalString;
  leverage: number;
  marginType: 'CROSS' | 'ISOLATED';
  /** Initial margin an open used, USDT (0 for a close). */
  margin: DecimalString;
  /** Realized profit less fees, USDT (an open: its fee, negative). */
  pnl: DecimalString;
  isLiquidation: boolean;
  createdAt: number;
}

/** POST /api/futures/order/copytrade/close: the follower closes the position a copy opened. closePrice: a limit, or market. */
export interface CopyCloseRequest {
  futuresFollowerOrderId: number;
  futuresTraderOrderId: number;
  closePrice?: DecimalString | number | null;
}

/** POST /api/copytrade/trader (the trader's own profile). */
export interface CopyTraderProfileRequest {
  name?: string;
  introduction?: string;
  isActive?: boolean;
}

export type CopyEvent = { type: 'COPYTRADE_OPEN' | 'COPYTRADE_CLOSE'; data: CopyRecord };
