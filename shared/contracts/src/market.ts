import type { DecimalString } from './user.js';

/** Where a stock's prices come from; it decides the trading session. */
export type StockOrigin = 'BINANCE' | 'KIWOOM' | 'OANDA' | 'CME' | 'HKEX';

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

export type KlineInterval = '1s' | '1m' | '3m' | '5m' | '15m' | '1h' | '1d';

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
