import type { DecimalString } from './user.js';

/**
 * Copy trading (spec "Copy trade (/api/copytrade)", trading-rules "Copy trading", infra/server/docs/copytrade.md).
 * A follower follows one trader; each fill of the trader's futures orders is mirrored into the follower's FUTURES
 * account right after it, sized by multiplyPer and capped by oneMaxBet and maxBet (USDT of initial margin).
 */

/**
 * How trader/list orders: return on margin, realized profit, followers, the newest first, the smallest maximum
 * drawdown, win rate, what the followers made, or the assets under copy (the figures of `period`, when given).
 */
export type CopyTraderSort =
  'ROI' | 'PNL' | 'FOLLOWERS' | 'LATEST' | 'MDD' | 'WIN_RATE' | 'FOLLOWER_PNL' | 'AUC';

/** The trailing days a trader's figures are taken over (trader/list `period`); the bare figures are all-time. */
export const COPY_METRIC_DAYS = [7, 30, 90] as const;
export type CopyMetricDays = (typeof COPY_METRIC_DAYS)[number];

/**
 * A trader's figures over the last `days` days, from the booked fills (docs/copytrade.md "Trader figures"): the
 * trader's realized profit after fees and in percent of the initial margin their opens used, the largest fall of
 * their equity curve (that margin plus the running profit) from a peak in percent, closes and the share of them
 * with a profit, and what the followers made by copying, after fees.
 */
export interface CopyTraderMetrics {
  days: CopyMetricDays;
  roi: DecimalString;
  pnl: DecimalString;
  maxDrawdown: DecimalString;
  tradeCount: number;
  winRate: DecimalString;
  followerPnl: DecimalString;
}

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
  /** What the followers made by copying, after fees, USDT. */
  followerPnl: DecimalString;
  /** The largest fall of the equity curve from a peak, percent (all-time; `metrics` per period). */
  maxDrawdown: DecimalString;
  /** The same figures over the last 7, 30 and 90 days. */
  metrics: CopyTraderMetrics[];
  /** The limits (maxBet) the current followers put in, USDT: the assets under copy now. */
  assetsUnderCopy: DecimalString;
  /** The share of a follower's realized profit the trader takes, percent (within the operator's cap). */
  profitSharePer: number;
  /** The most the trader may set for their site (the operators' cap), percent. */
  profitShareCapPer: number;
  /** What followers have paid the trader in profit shares, USDT. */
  profitShared: DecimalString;
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
  /**
   * Optional portfolio stop-loss, a whole percent from 1 to 100: when the copied positions' loss (realized after fees
   * plus unrealized at the mark) reaches this share of maxBet, every copied position closes at market and the
   * follow ends (COPYTRADE_STOP_LOSS). Absent or null: none.
   */
  stopLossPer?: number | string | null;
}

export type CopyFollowStatus = 'FOLLOWING' | 'ENDED';
/** Why a follow ended: the follower unfollowed, the trader removed them (unfollow_trader), or its stop-loss. */
export type CopyFollowEndReason = 'UNFOLLOW' | 'REMOVED' | 'STOP_LOSS';

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
  /**
   * Realized profit after fees of the follower's fills on the copied pairs while the follow lasted (copies, their
   * own closes and liquidations), USDT: computed as the trader's `pnl` is.
   */
  pnl: DecimalString;
  copyCount: number;
  /** The portfolio stop-loss, percent of maxBet, or null. */
  stopLossPer: number | null;
  /** The trader's profit share taken when the follow began, percent. */
  profitSharePer: number;
  /** What the follower has paid the trader in profit shares, USDT. */
  profitShared: DecimalString;
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
  /** What the close realized before fees, USDT; null for an open or a skip. */
  realizedPnl: DecimalString | null;
  /** The copy's trading fee, USDT (0 when skipped). */
  fee: DecimalString;
  /** Realized profit less the fee, USDT (an open: its fee, negative), as a trader's trade's `pnl`. */
  pnl: DecimalString;
  createdAt: number;
}

/**
 * One profit share a follower paid their trader (GET /api/copytrade/history/profit_share, the ops console): on the
 * follow's realized profit after fees above what was already shared, weekly and when the follow ends.
 */
export interface CopyProfitShare {
  id: number;
  traderFollowerId: number;
  traderId: number;
  traderName: string;
  /** The follower's username, masked (dem**). */
  followerName: string;
  /** The Monday (UTC, YYYY-MM-DD) of the weekly settlement, or END when the follow ended. */
  period: string;
  /** The follow's realized profit after fees up to the settlement, USDT. */
  pnl: DecimalString;
  sharePer: number;
  /** Paid now: pnl x sharePer less what was paid before (capped by the follower's FUTURES balance), USDT. */
  amount: DecimalString;
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
  /** The profit share, a whole percent from 0 to the operator's cap (applies to follows from then on). */
  profitSharePer?: number;
}

/**
 * A mirrored (or skipped) copy; COPYTRADE_STOP_LOSS: the follow's stop-loss closed the copied positions and ended
 * it (data: the ended follow).
 */
export type CopyEvent =
  | { type: 'COPYTRADE_OPEN' | 'COPYTRADE_CLOSE'; data: CopyRecord }
  | { type: 'COPYTRADE_STOP_LOSS'; data: CopyFollow };
