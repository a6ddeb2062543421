import type { DecimalString, StockOrigin } from '@bx/contracts';

import {
  ALWAYS_OPEN,
  CME_GLOBEX_HOURS,
  HKEX_INDEX_HOURS,
  SEOUL_CFD_HOURS,
  type TradingHours,
} from './trading-hours.js';

/**
 * A stock the market data prices. Prices are integers in units of 10^-precision (BTCUSDT 65000.12 -> 6500012);
 * every price is a whole number of tickSize units.
 */
export interface SymbolSpec {
  stock: string;
  origin: StockOrigin;
  /** When it trades (holidays aside: session-calendar.ts). */
  hours: TradingHours;
  koName: string;
  precision: number;
  /** Smallest price step in price units. */
  tickSize: number;
  /** Simulator: where prices start (price units) and the annualized volatility of the random walk. */
  startPrice: number;
  annualVolatility: number;
  /** An overseas futures contract's terms; the instruments of the overseas quick-order area have them. */
  contract?: ContractTerms;
}

/** What one contract of an overseas future is, as its exchange specifies it. */
export interface ContractTerms {
  /** The currency its tick value and margin are in. */
  currency: 'USD' | 'HKD';
  /** What one price step (tickSize) is worth per contract. */
  tickValue: DecimalString;
  /** The margin one contract holds while it is open (the exchange's initial margin, rounded). */
  margin: DecimalString;
  /**
   * Whether a position may be kept past the session's end. CME Globex reopens an hour after its daily close,
   * so its contracts may; the Hang Seng's session ends with the Hong Kong day (and a long overnight gap), so not.
   */
  overnight: boolean;
}

export const SYMBOLS: readonly SymbolSpec[] = [
  {
    stock: 'BTCUSDT',
    origin: 'BINANCE',
    hours: ALWAYS_OPEN,
    koName: '비트코인',
    precision: 2,
    tickSize: 10,
    startPrice: 6_500_000,
    annualVolatility: 0.6,
  },
  {
    stock: 'ETHUSDT',
    origin: 'BINANCE',
    hours: ALWAYS_OPEN,
    koName: '이더리움',
    precision: 2,
    tickSize: 1,
    startPrice: 320_000,
    annualVolatility: 0.75,
  },
  {
    stock: 'XRPUSDT',
    origin: 'BINANCE',
    hours: ALWAYS_OPEN,
    koName: '리플',
    precision: 4,
    tickSize: 1,
    startPrice: 5_200,
    annualVolatility: 0.9,
  },
  {
    stock: 'EURUSD',
    origin: 'KIWOOM',
    hours: SEOUL_CFD_HOURS,
    koName: '유로/달러',
    precision: 5,
    tickSize: 1,
    startPrice: 108_500,
    annualVolatility: 0.25,
  },
  {
    stock: 'USDJPY',
    origin: 'KIWOOM',
    hours: SEOUL_CFD_HOURS,
    koName: '달러/엔',
    precision: 3,
    tickSize: 1,
    startPrice: 150_000,
    annualVolatility: 0.25,
  },
  {
    stock: 'NAS100',
    origin: 'KIWOOM',
    hours: SEOUL_CFD_HOURS,
    koName: '나스닥100',
    precision: 2,
    tickSize: 25,
    startPrice: 1_800_000,
    annualVolatility: 0.3,
  },
  {
    stock: 'XAUUSD',
    origin: 'OANDA',
    hours: SEOUL_CFD_HOURS,
    koName: '금',
    precision: 2,
    tickSize: 1,
    startPrice: 235_000,
    annualVolatility: 0.25,
  },
  // Overseas futures (the overseas quick-order area). Ids of the market's lists are positions here: add at the end.
  {
    stock: 'NQ',
    origin: 'CME',
    hours: CME_GLOBEX_HOURS,
    koName: '미니 나스닥100',
    precision: 2,
    tickSize: 25,
    startPrice: 2_100_000,
    annualVolatility: 0.25,
    contract: { currency: 'USD', tickValue: '5', margin: '24000', overnight: true },
  },
  {
    stock: 'ES',
    origin: 'CME',
    hours: CME_GLOBEX_HOURS,
    koName: '미니 S&P500',
    precision: 2,
    tickSize: 25,
    startPrice: 600_000,
    annualVolatility: 0.2,
    contract: { currency: 'USD', tickValue: '12.5', margin: '15000', overnight: true },
  },
  {
    stock: 'CL',
    origin: 'CME',
    hours: CME_GLOBEX_HOURS,
    koName: 'WTI 원유',
    precision: 2,
    tickSize: 1,
    startPrice: 7_000,
    annualVolatility: 0.35,
    contract: { currency: 'USD', tickValue: '10', margin: '6000', overnight: true },
  },
  {
    stock: 'GC',
    origin: 'CME',
    hours: CME_GLOBEX_HOURS,
    koName: '금 선물',
    precision: 1,
    tickSize: 1,
    startPrice: 26_500,
    annualVolatility: 0.18,
    contract: { currency: 'USD', tickValue: '10', margin: '12000', overnight: true },
  },
  {
    stock: '6E',
    origin: 'CME',
    hours: CME_GLOBEX_HOURS,
    koName: '유로 FX',
    precision: 5,
    tickSize: 5,
    startPrice: 108_500,
    annualVolatility: 0.08,
    contract: { currency: 'USD', tickValue: '6.25', margin: '2600', overnight: true },
  },
  {
    stock: 'HSI',
    origin: 'HKEX',
    hours: HKEX_INDEX_HOURS,
    koName: '항셍 지수',
    precision: 0,
    tickSize: 1,
    startPrice: 20_000,
    annualVolatility: 0.25,
    contract: { currency: 'HKD', tickValue: '50', margin: '110000', overnight: false },
  },
  // Won per tether: prices the player's KRW money against the coin wallets (buy, sell, totals in won).
  {
    stock: 'USDTKRW',
    origin: 'UPBIT',
    hours: ALWAYS_OPEN,
    koName: '테더/원',
    precision: 2,
    tickSize: 1,
    startPrice: 138_000,
    annualVolatility: 0.05,
  },
  // Perpetual futures only (the futures area lists every BINANCE stock): added after the won rate, so ids stay put.
  {
    stock: 'SOLUSDT',
    origin: 'BINANCE',
    hours: ALWAYS_OPEN,
    koName: '솔라나',
    precision: 2,
    tickSize: 1,
    startPrice: 15_000,
    annualVolatility: 0.9,
  },
  {
    stock: 'DOGEUSDT',
    origin: 'BINANCE',
    hours: ALWAYS_OPEN,
    koName: '도지코인',
    precision: 5,
    tickSize: 1,
    startPrice: 16_000,
    annualVolatility: 1,
  },
];

/** 6500012 at precision 2 -> "65000.12" (always `precision` decimals). */
export function formatPrice(units: number | bigint, precision: number): DecimalString {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

/** "65000.12" at precision 2 -> 6500012; undefined for malformed text or more decimals than the precision. */
export function parsePrice(text: string, precision: number): number | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > precision) return undefined;
  const units = Number(match[1]! + fraction.padEnd(precision, '0'));
  return Number.isSafeInteger(units) ? units : undefined;
}

/** Change in percent with two decimals, computed in integers: (last - open) / open. */
export function percentChange(open: number, last: number): DecimalString {
  if (open <= 0) return '0.00';
  const diff = BigInt(last - open) * 10_000n;
  const base = BigInt(open);
  // Round half away from zero at the second decimal.
  const bps = (diff * 2n + (diff >= 0n ? base : -base)) / (2n * base);
  return formatPrice(bps, 2);
}
