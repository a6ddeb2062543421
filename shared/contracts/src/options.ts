import type { DecimalString } from './user.js';

/** An overseas-stock futures contract offered for quick orders. */
export interface OverseaOption {
  id: number;
  stock: string;
  koName: string;
  precision: number;
  lastPrice: DecimalString;
  priceChangePercent: DecimalString;
  /** A market holiday: the option is listed but cannot be traded. */
  isRest: boolean;
}

/** A perpetual futures symbol; its stock carries the PERP suffix. */
export interface FuturesOption {
  id: number;
  stock: string;
  koName: string;
  precision: number;
  lastPrice: DecimalString;
  priceChangePercent: DecimalString;
}

/** One entry of /topic/futures_info. */
export interface FuturesInfo {
  stock: string;
  lastPrice: DecimalString;
  priceChangePercent: DecimalString;
}
