import { toUnits } from '@bx/contracts';

import type { ContractTerms, SymbolSpec } from '../../market/symbols.js';

/** Rates and tick values are read at this many decimals (12.5 USD -> 1250 hundredths). */
const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/**
 * The server's KRW price of one unit of each contract currency (docs/oversea.md). Fixed by configuration, not
 * by a feed: a position's PnL and margin move with its own price only, never with the exchange rate.
 */
export const DEFAULT_KRW_RATES: Readonly<Record<ContractTerms['currency'], string>> = {
  USD: '1380',
  HKD: '177',
};

/**
 * The share of the exchange's initial margin a contract holds here (the quick-order area's own terms, as
 * Korean mini-account desks set them): one Nasdaq 100 E-mini holds 24,000 USD x 1,380 x 0.1 = 3,312,000 KRW.
 */
export const DEFAULT_MARGIN_SHARE = '0.1';

export type KrwRates = Readonly<Record<ContractTerms['currency'], string>>;

/** A future's terms in integers: what a tick and a contract's margin are worth in KRW. */
export interface Terms {
  stock: string;
  koName: string;
  precision: number;
  /** Price units per tick. */
  tickSize: number;
  currency: ContractTerms['currency'];
  tickValue: string;
  krwRate: string;
  /** KRW one contract holds. */
  marginPerContract: bigint;
  overnightAllowed: boolean;
  /** KRW of one price unit x one contract, times 10^SCALE (kept exact; floored when booked). */
  krwPerUnitScaled: bigint;
}

export function termsOf(spec: SymbolSpec, rates: KrwRates, marginShare: string): Terms | undefined {
  const contract = spec.contract;
  if (contract === undefined) return undefined;
  const rate = toUnits(rates[contract.currency], SCALE);
  const margin = (toUnits(contract.margin, SCALE) * rate * toUnits(marginShare, SCALE)) / ONE / ONE / ONE;
  return {
    stock: spec.stock,
    koName: spec.koName,
    precision: spec.precision,
    tickSize: spec.tickSize,
    currency: contract.currency,
    tickValue: contract.tickValue,
    krwRate: rates[contract.currency],
    marginPerContract: margin,
    overnightAllowed: contract.overnight,
    krwPerUnitScaled: (toUnits(contract.tickValue, SCALE) * rate) / ONE / BigInt(spec.tickSize),
  };
}

/** Floor division for signed amounts: a loss rounds against the player, a profit down (docs/oversea.md). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

/**
 * Profit in KRW of `qty` contracts bought for `cost` (sum of price units x contracts) and valued at `price`:
 * ticks x tick value x contracts x rate, signed by the side.
 */
export function pnlKrw(
  terms: Terms,
  side: 'LONG' | 'SHORT',
  qty: number,
  cost: bigint,
  price: number,
): bigint {
  const units = BigInt(price) * BigInt(qty) - cost;
  return floorDiv((side === 'LONG' ? units : -units) * terms.krwPerUnitScaled, ONE);
}

/**
 * Where `qty` contracts bought for `cost` have made `pnl` KRW, on the tick grid on the far side (a long's at or
 * below it has made at most `pnl`; a short's at or above it). Undefined when no positive price gets there.
 */
export function priceAtPnl(
  terms: Terms,
  side: 'LONG' | 'SHORT',
  qty: number,
  cost: bigint,
  pnl: bigint,
): number | undefined {
  const units = floorDiv(pnl * ONE, terms.krwPerUnitScaled);
  const tick = BigInt(terms.tickSize);
  const n = BigInt(qty);
  const price =
    side === 'LONG'
      ? floorDiv(floorDiv(cost + units, n), tick) * tick
      : ceilDiv(ceilDiv(cost - units, n), tick) * tick;
  return price > 0n ? Number(price) : undefined;
}
