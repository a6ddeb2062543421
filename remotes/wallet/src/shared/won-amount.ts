import { formatAmount, type DecimalString } from '@bx/contracts';

import { MAX_AMOUNT } from './coin-units';

/** The quick buttons of Korean banking and trading apps: +1만, +5만, +10만 and +100만 won. */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 1_000_000] as const;

/**
 * The parts of a quick button's label (DNW_QUICK_ADD): Korean counts in 만 ("+5만"), English in thousands and
 * millions ("+50K", "+1M"), short enough for the four buttons and 정정 to share a 360 px row.
 */
export function quickLabelParts(amount: number): { count: string; short: string } {
  const short =
    amount % 1_000_000 === 0
      ? `${formatAmount(String(amount / 1_000_000))}M`
      : amount % 1_000 === 0
        ? `${formatAmount(String(amount / 1_000))}K`
        : formatAmount(String(amount));
  return { count: formatAmount(String(amount / 10_000)), short };
}

/**
 * A quick button adds to what is typed (from nothing, its own amount), never past `max`: the site's largest
 * single request, or what any field takes.
 */
export function addQuick(current: number | null, amount: number, max = MAX_AMOUNT): number {
  return Math.min((current ?? 0) + amount, max);
}

/** The amount as the server takes it: whole won as digits ("50000"), never an exponent. */
export function toPoint(amount: number): string {
  return BigInt(Math.trunc(amount)).toString();
}

/** "50,000": whole won with thousands commas, for the screen's words. */
export function wonText(amount: number | DecimalString): string {
  return formatAmount(typeof amount === 'number' ? toPoint(amount) : amount, 0);
}
