import { compareDecimal, formatUnits, fractionDigits, scaleOf, toUnits } from '@bx/contracts';

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
  return formatUnits(toUnits(amount.toFixed(scale), scale, 'truncate'), scale);
}

/**
 * `percent` of the balance cut down to the bet unit, exactly; null when that is short of the minimum
 * stake (the button is then of no use).
 */
export function shareStake(balance: string, percent: number, minBet: string, betUnit: string): string | null {
  const scale = scaleOf(balance, betUnit, minBet);
  const unit = toUnits(betUnit, scale, 'truncate');
  if (unit <= 0n) return null;
  const share = (toUnits(balance, scale, 'truncate') * BigInt(percent)) / 100n;
  const stake = formatUnits((share / unit) * unit, scale);
  return compareDecimal(stake, minBet) < 0 || compareDecimal(stake, '0') <= 0 ? null : stake;
}

/**
 * All-in: a stake that leaves less than one bet unit of the balance (100 % of 10,008.28 in 1 USDT units is
 * 10,008) asks the player to confirm before it is sent.
 */
export function isAllIn(stake: string, balance: string | null, betUnit: string): boolean {
  if (balance === null) return false;
  const scale = scaleOf(stake, balance, betUnit);
  return (
    toUnits(balance, scale, 'truncate') - toUnits(stake, scale, 'truncate') <
    toUnits(betUnit, scale, 'truncate')
  );
}
