import { futuresOrderCost, futuresQtyForCost } from '@bx/contracts';

/**
 * Binance USDⓈ-M one-way futures math in integers (docs/futures.md; ../shared/reference/engine.md section 1 and its
 * corrections). Units: a quantity in the option's step units (10^-qtyPrecision coins), a price in its price units
 * (10^-precision USDT), money in USDT micro-units (the ledger's scale); rates in parts per million. `scale` turns
 * quantity x price into money. Every amount rounds against the player: what they owe up, what they get down.
 */

export const PPM = 1_000_000n;

export type Side = 1n | -1n;

export interface Bracket {
  /** Highest notional of the tier, USDT micro-units. */
  cap: bigint;
  maxLeverage: number;
  mmrPpm: bigint;
  cum: bigint;
}

export interface FuturesTerms {
  id: number;
  stock: string;
  koName: string;
  precision: number;
  /** Price step in price units. */
  tickSize: number;
  qtyPrecision: number;
  /** Quantity step in quantity units. */
  stepSize: bigint;
  maxLeverage: number;
  minNotional: bigint;
  /** Ascending by cap. */
  brackets: readonly Bracket[];
  fundingRatePpm: number;
  feeRatePpm: bigint;
  /** USDT micro-units per (quantity unit x price unit): 10^(6 - qtyPrecision - precision). */
  scale: bigint;
  isPlay: boolean;
  isStop: boolean;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return q * b === a || a < 0n !== b < 0n ? q : q + 1n;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return q * b === a || a < 0n === b < 0n ? q : q - 1n;
}

/** Money value of `qty` at `price`. */
export function notional(terms: FuturesTerms, qty: bigint, price: number | bigint): bigint {
  return qty * BigInt(price) * terms.scale;
}

/** The tier a notional falls in (the last one beyond every cap). */
export function bracketOf(terms: FuturesTerms, value: bigint): Bracket {
  return terms.brackets.find((b) => value <= b.cap) ?? terms.brackets[terms.brackets.length - 1]!;
}

/** The largest position notional a leverage allows: the cap of the last tier that still permits it. */
export function maxNotionalAt(terms: FuturesTerms, leverage: number): bigint {
  let cap = 0n;
  for (const b of terms.brackets) if (b.maxLeverage >= leverage) cap = b.cap;
  return cap;
}

/** Maintenance margin = notional x MMR - cum, of the notional's tier. */
export function maintenanceMargin(terms: FuturesTerms, value: bigint): bigint {
  const b = bracketOf(terms, value);
  const mm = ceilDiv(value * b.mmrPpm, PPM) - b.cum;
  return mm > 0n ? mm : 0n;
}

/**
 * Maintenance margin x 1,000,000, not rounded: the liquidation test (margin balance <= maintenance margin) compares
 * against it exactly, so no rounding of a micro-unit decides a liquidation.
 */
export function maintenancePpm(terms: FuturesTerms, value: bigint): bigint {
  const b = bracketOf(terms, value);
  const mm = value * b.mmrPpm - b.cum * PPM;
  return mm > 0n ? mm : 0n;
}

export function initialMargin(value: bigint, leverage: number): bigint {
  return ceilDiv(value, BigInt(leverage));
}

/** side x (qty x mark - entry cost), as money (exact: both are on the units' grid). */
export function unrealizedPnl(
  terms: FuturesTerms,
  side: Side,
  qty: bigint,
  entryCost: bigint,
  mark: number,
): bigint {
  return side * (qty * BigInt(mark) - entryCost) * terms.scale;
}

/** ROE in hundredths of a percent: unrealized profit over the entry's initial margin (Corrections 5). */
export function roeBps(pnl: bigint, entryMargin: bigint): bigint {
  if (entryMargin <= 0n) return 0n;
  return floorDiv(pnl * 10_000n, entryMargin);
}

/** The prices an order is costed at: its own, the last traded and the mark (price units). */
export interface CostPrices {
  price: number;
  last: number;
  mark: number;
}

/**
 * What an order costs (engine.md Corrections 1 and 2, docs/futures.md "Order cost"): the shared formula of
 * @bx/contracts, so the order screen's preview says the same.
 */
export function orderCost(
  terms: FuturesTerms,
  side: Side,
  qty: bigint,
  prices: CostPrices,
  leverage: number,
): bigint {
  return futuresOrderCost({ ...costInput(terms, side, prices, leverage), qty });
}

/** The largest quantity on the step that `cost` pays for (the inverse of `orderCost`, open loss included). */
export function qtyForCost(
  terms: FuturesTerms,
  side: Side,
  cost: bigint,
  prices: CostPrices,
  leverage: number,
): bigint {
  return futuresQtyForCost({
    ...costInput(terms, side, prices, leverage),
    budget: cost,
    step: terms.stepSize,
  });
}

function costInput(terms: FuturesTerms, side: Side, prices: CostPrices, leverage: number) {
  return {
    side,
    price: BigInt(prices.price),
    last: BigInt(prices.last),
    mark: BigInt(prices.mark),
    leverage,
    feeRatePpm: terms.feeRatePpm,
    scale: terms.scale,
  };
}

/** Taker fee of a fill: notional x fee rate, rounded up. */
export function takerFee(terms: FuturesTerms, qty: bigint, price: number): bigint {
  return ceilDiv(notional(terms, qty, price) * terms.feeRatePpm, PPM);
}

export interface MarginAccount {
  /** Wallet balance backing the position: its isolated margin, or the cross wallet. */
  walletBalance: bigint;
  /** Maintenance margin and unrealized profit of the other cross positions (0 in isolated). */
  otherMaintenance: bigint;
  otherPnl: bigint;
}

/**
 * The mark price at which the position's margin balance equals its maintenance margin (engine.md 1.4, one-way):
 * LP = (WB - TMM1 + UPNL1 + cum - side x Q x EP) / (Q x MMR - side x Q), redone with the tier of the notional at LP.
 * On the tick grid: `against` the player (a long's up, a short's down) is the price shown, conservative; `favour`
 * (a long's down, a short's up) is the last tick at which the margin balance is at or below the maintenance margin,
 * where the engine liquidates (Corrections 5: liquidate when margin balance <= maintenance margin, not a tick
 * before). Null when no positive price liquidates it. `mmFactorPpm` scales the maintenance margin: 1,250,000
 * answers where the margin ratio reaches 80 %.
 */
export function liquidationPrice(
  terms: FuturesTerms,
  side: Side,
  qty: bigint,
  entryCost: bigint,
  account: MarginAccount,
  mmFactorPpm = PPM,
  rounding: 'against' | 'favour' = 'against',
): number | null {
  if (qty <= 0n) return null;
  const tick = BigInt(terms.tickSize);
  const base =
    account.walletBalance - account.otherMaintenance + account.otherPnl - side * entryCost * terms.scale;
  let bracket = bracketOf(terms, entryCost * terms.scale);
  let exact: { num: bigint; den: bigint } | undefined;
  for (let i = 0; i <= terms.brackets.length; i++) {
    const mmr = (bracket.mmrPpm * mmFactorPpm) / PPM;
    const cum = (bracket.cum * mmFactorPpm) / PPM;
    const num = PPM * (base + cum);
    const den = qty * terms.scale * (mmr - side * PPM);
    exact = den < 0n ? { num: -num, den: -den } : { num, den };
    if (exact.num <= 0n) return null;
    const at = bracketOf(terms, notional(terms, qty, exact.num / exact.den));
    if (at === bracket) break;
    bracket = at;
  }
  const up = (side === 1n) === (rounding === 'against');
  const units = up ? ceilDiv(exact!.num, exact!.den * tick) : floorDiv(exact!.num, exact!.den * tick);
  const price = units * tick;
  return price > 0n && price <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(price) : null;
}

/**
 * Funding of one position: notional at mark x rate, longs paying when the rate is positive. Positive: the position
 * pays (rounded up); negative: it receives (rounded toward zero).
 */
export function fundingAmount(
  terms: FuturesTerms,
  side: Side,
  qty: bigint,
  mark: number,
  ratePpm: number,
): bigint {
  return ceilDiv(side * notional(terms, qty, mark) * BigInt(ratePpm), PPM);
}
