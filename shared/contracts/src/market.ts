import type { DecimalString } from './user.js';

/** Where a stock's prices come from; it decides the trading session. */
export type StockOrigin = 'BINANCE' | 'KIWOOM' | 'OANDA' | 'CME' | 'HKEX' | 'UPBIT';

export interface Tick {
  stock: string;
  price: DecimalString;
  /** Epoch milliseconds of the price, server clock. */
  time: number;
}

export interface Kline {
  /** Open time, epoch milliseconds. */
  time: number;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  volume: DecimalString;
}

/** The candle intervals the chart calls take, and how long each candle is (epoch/UTC aligned). */
export const KLINE_INTERVAL_MS = {
  '1s': 1_000,
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
} as const;
export type KlineInterval = keyof typeof KLINE_INTERVAL_MS;
export const KLINE_INTERVALS = Object.keys(KLINE_INTERVAL_MS) as KlineInterval[];

export interface TickerStatistics {
  stock: string;
  lastPrice: DecimalString;
  /** 24 h change in percent, e.g. "-1.25". */
  priceChangePercent: DecimalString;
  highPrice: DecimalString;
  lowPrice: DecimalString;
  volume: DecimalString;
  isOpen: boolean;
}

export interface ServerTimeOffset {
  serverTime: number;
  /** serverTime minus the client's `ms`: add it to Date.now() to read the server clock. */
  offset: number;
}

/** One row of the small settings table behind GET /api/stock/key_value, e.g. {key: 'dnw_minimum', value: '10000'}. */
export interface StockKeyValue {
  key: string;
  value: string;
}

/** A stock the market data knows. */
export interface StockInfo {
  stock: string;
  origin: StockOrigin;
  koName: string;
  precision: number;
  /** Smallest price step, e.g. "0.01". */
  tickSize: DecimalString;
  isOpen: boolean;
}
