import type { DecimalString, StockOrigin } from '@bx/contracts';

/**
 * A stock the market data prices. Prices are integers in units of 10^-precision (BTCUSDT 65000.12 -> 6500012);
 * every price is a whole number of tickSize units.
 */
export interface SymbolSpec {
  stock: string;
  origin: StockOrigin;
  koName: string;
  precision: number;
  /** Smallest price step in price units. */
  tickSize: number;
  /** Simulator: where prices start (price units) and the annualized volatility of the random walk. */
  startPrice: number;
  annualVolatility: number;
}

export const SYMBOLS: readonly SymbolSpec[] = [
  {
    stock: 'BTCUSDT',
    origin: 'BINANCE',
    koName: '비트코인',
    precision: 2,
    tickSize: 10,
    startPrice: 6_500_000,
    annualVolatility: 0.6,
  },
  {
    stock: 'ETHUSDT',
    origin: 'BINANCE',
    koName: '이더리움',
    precision: 2,
    tickSize: 1,
    startPrice: 320_000,
    annualVolatility: 0.75,
  },
  {
    stock: 'XRPUSDT',
    origin: 'BINANCE',
    koName: '리플',
    precision: 4,
    tickSize: 1,
    startPrice: 5_200,
    annualVolatility: 0.9,
  },
  {
    stock: 'EURUSD',
    origin: 'KIWOOM',
    koName: '유로/달러',
    precision: 5,
    tickSize: 1,
    startPrice: 108_500,
    annualVolatility: 0.25,
  },
  {
    stock: 'USDJPY',
    origin: 'KIWOOM',
    koName: '달러/엔',
    precision: 3,
    tickSize: 1,
    startPrice: 150_000,
    annualVolatility: 0.25,
  },
  {
    stock: 'NAS100',
    origin: 'KIWOOM',
    koName: '나스닥100',
    precision: 2,
    tickSize: 25,
    startPrice: 1_800_000,
    annualVolatility: 0.3,
  },
  {
    stock: 'XAUUSD',
    origin: 'OANDA',
    koName: '금',
    precision: 2,
    tickSize: 1,
    startPrice: 235_000,
    annualVolatility: 0.25,
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
