import type { FuturesBracket } from '@bx/contracts';

/**
 * The largest position notional a leverage allows: the cap of the largest bracket whose maximum leverage still
 * reaches it (Binance's tiers: the higher the leverage, the smaller the position). Null when no bracket allows
 * the leverage at all.
 */
export function bracketCap(brackets: readonly FuturesBracket[], leverage: number): string | null {
  const allowed = brackets.filter((bracket) => bracket.maxLeverage >= leverage);
  if (allowed.length === 0) return null;
  return allowed.reduce((largest, bracket) =>
    Number(bracket.notionalCap) > Number(largest.notionalCap) ? bracket : largest,
  ).notionalCap;
}
