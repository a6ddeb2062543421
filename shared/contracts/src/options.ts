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

/**
 * One entry of /topic/futures_info: the spec's `lastPrice` and `priceChangePercent`, and ours (infra/server/docs/
 * futures.md "Engine and instances"): `markPrice`, the price positions are valued and liquidated at, and
 * `nextFundingTime` (epoch ms), so the order screen follows both without asking.
 */
export interface FuturesInfo {
  stock: string;
  lastPrice: DecimalString;
  priceChangePercent: DecimalString;
  markPrice: DecimalString;
  nextFundingTime: number;
}
