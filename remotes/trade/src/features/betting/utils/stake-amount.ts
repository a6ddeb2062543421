import { compareDecimal, fractionDigits, fromScaled, scaleOf, toScaled } from '../../../shared/decimal';

/** The percentage row beside the quick amounts: shares of the BINARY balance. */
export const BALANCE_SHARES = [25, 50, 75, 100] as const;

/**
 * The decimals a stake may have: those of the option's unit, which the server already states at most at
 * the currency's scale (a 1 USDT unit allows none, a 0.1 USDT unit one).
 */
export function stakeDecimals(betUnit: string): number {
  return fractionDigits(betUnit);
}

/** The stake the amount field holds, as the decimal string sent to the server ("5.5", never "5.500001"). */
export function stakeText(amount: number, decimals: number): string {
  const scale = Math.max(0, decimals);
  return fromScaled(toScaled(amount.toFixed(scale), scale), scale);
}

/**
 * `percent` of the balance cut down to the bet unit, exactly; null when that is short of the minimum
 * stake (the button is then of no use).
 */
export function shareStake(balance: string, percent: number, minBet: string, betUnit: string): string | null {
  const scale = scaleOf(balance, betUnit, minBet);
  const unit = toScaled(betUnit, scale);
  if (unit <= 0n) return null;
  const share = (toScaled(balance, scale) * BigInt(percent)) / 100n;
  const stake = fromScaled((share / unit) * unit, scale);
  return compareDecimal(stake, minBet) < 0 || compareDecimal(stake, '0') <= 0 ? null : stake;
}

/**
 * All-in: a stake that leaves less than one bet unit of the balance (100 % of 10,008.28 in 1 USDT units is
 * 10,008) asks the player to confirm before it is sent.
 */
export function isAllIn(stake: string, balance: string | null, betUnit: string): boolean {
  if (balance === null) return false;
  const scale = scaleOf(stake, balance, betUnit);
  return toScaled(balance, scale) - toScaled(stake, scale) < toScaled(betUnit, scale);
}
