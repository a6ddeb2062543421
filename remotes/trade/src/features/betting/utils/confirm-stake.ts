import { formatUnits, scaleOf, toUnits } from '@bx/contracts';

import { isAllIn } from './stake-amount';

/**
 * The player's "confirm large stakes" setting: all-in only (the default), or any stake above 50 % or 80 % of
 * the BINARY balance.
 */
export const CONFIRM_ABOVE_CHOICES = ['all-in', 50, 80] as const;
export type ConfirmAbove = (typeof CONFIRM_ABOVE_CHOICES)[number];

export function isConfirmAbove(value: unknown): value is ConfirmAbove {
  return (CONFIRM_ABOVE_CHOICES as readonly unknown[]).includes(value);
}

/**
 * Why a stake asks the player first, or null when it goes straight out: all-in always asks; with a share
 * set, so does a stake above that share of the balance (exactly, in decimals). An unknown balance asks
 * nothing: the server checks the stake against the real one.
 */
export function stakeConfirmation(
  stake: string,
  balance: string | null,
  betUnit: string,
  confirmAbove: ConfirmAbove,
): 'all-in' | 'share' | null {
  if (balance === null) return null;
  if (isAllIn(stake, balance, betUnit)) return 'all-in';
  if (confirmAbove === 'all-in') return null;
  const scale = scaleOf(stake, balance);
  return toUnits(stake, scale, 'truncate') * 100n > toUnits(balance, scale, 'truncate') * BigInt(confirmAbove)
    ? 'share'
    : null;
}

/**
 * What an all-in stake leaves of the balance: nothing when it is the whole balance, else the part smaller than
 * one bet unit (100 % of 10,010.65 in 1 USDT units bets 10,010 and leaves 0.65), which the question names so
 * it never says "the whole balance" of a stake that is not.
 */
export function allInRest(stake: string, balance: string): string | null {
  const scale = scaleOf(stake, balance);
  const rest = toUnits(balance, scale, 'truncate') - toUnits(stake, scale, 'truncate');
  return rest > 0n ? formatUnits(rest, scale) : null;
}
