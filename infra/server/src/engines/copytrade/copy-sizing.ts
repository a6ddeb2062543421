import { initialMargin, notional, type FuturesTerms } from '../futures/futures-math.js';

/** A follow's limits, USDT micro-units; multiplyPer in whole percent. */
export interface CopyLimits {
  multiplyPer: number;
  oneMaxBet: bigint;
  maxBet: bigint;
}

export type CopySize = { qty: bigint } | { skip: 'COPY_SIZE_TOO_SMALL' | 'COPY_LIMIT_REACHED' };

const floorToStep = (terms: FuturesTerms, qty: bigint) => qty - (qty % terms.stepSize);

/**
 * The follower's size of a trader's opening fill (trading-rules "Copy trading"): the trader's quantity x multiplyPer,
 * down to the step, then cut so its initial margin at the follower's leverage stays within oneMaxBet and within what
 * maxBet leaves after `usedBet` (the margin the follower's copied positions hold). Under the option's minimum order
 * it is skipped: COPY_LIMIT_REACHED when the limits cut it there, COPY_SIZE_TOO_SMALL when the multiplier did.
 */
export function copyOpenSize(
  terms: FuturesTerms,
  limits: CopyLimits,
  fill: { traderQty: bigint; price: number; leverage: number; usedBet: bigint },
): CopySize {
  const wanted = floorToStep(terms, (fill.traderQty * BigInt(limits.multiplyPer)) / 100n);
  const marginOf = (qty: bigint) => initialMargin(notional(terms, qty, fill.price), fill.leverage);
  const left = limits.maxBet - fill.usedBet;
  const budget = limits.oneMaxBet < left ? limits.oneMaxBet : left;
  let qty = wanted;
  if (budget <= 0n) qty = 0n;
  else if (marginOf(qty) > budget) {
    qty = floorToStep(terms, (budget * BigInt(fill.leverage)) / notional(terms, 1n, fill.price));
    while (qty > 0n && marginOf(qty) > budget) qty -= terms.stepSize;
  }
  if (qty > 0n && notional(terms, qty, fill.price) >= terms.minNotional) return { qty };
  return { skip: qty < wanted ? 'COPY_LIMIT_REACHED' : 'COPY_SIZE_TOO_SMALL' };
}

/**
 * The follower's share of a trader's closing fill: all of the follower's position when the trader closed all of
 * theirs, else the same fraction of it, down to the step (0: nothing to close).
 */
export function copyCloseSize(
  terms: FuturesTerms,
  followerQty: bigint,
  trader: { closed: bigint; before: bigint },
): bigint {
  if (trader.closed >= trader.before) return followerQty;
  return floorToStep(terms, (followerQty * trader.closed) / trader.before);
}
