import {
  compareDecimal,
  formatAmount,
  type ClientMessageCode,
  type DecimalString,
  type DnwApplyType,
} from '@bx/contracts';

/** The largest amount the server takes: whole won, at most 15 digits. */
export const MAX_DNW_AMOUNT = 999_999_999_999_999;

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

/** A quick button adds to what is typed (from nothing, its own amount), never past what the server takes. */
export function addQuick(current: number | null, amount: number): number {
  return Math.min((current ?? 0) + amount, MAX_DNW_AMOUNT);
}

/** The amount as the server takes it: whole won as digits ("50000"), never an exponent. */
export function toPoint(amount: number): string {
  return BigInt(Math.trunc(amount)).toString();
}

/** "50,000": whole won with thousands commas, for the screen's words. */
export function wonText(amount: number | DecimalString): string {
  return formatAmount(typeof amount === 'number' ? toPoint(amount) : amount, 0);
}

/**
 * Why a request cannot be sent yet, in the spec's words (section 5): no amount, or a withdrawal beyond the
 * player's money. Everything else (the site's minimum, a request already waiting) is the server's to say.
 */
export function applyRefusal(
  type: DnwApplyType,
  amount: number | null,
  money: DecimalString | null,
): ClientMessageCode | null {
  if (amount === null || amount <= 0) return type === 'D' ? 'DNW_DEPOSIT_EMPTY' : 'DNW_WITHDRAW_EMPTY';
  if (type === 'W' && (money === null || compareDecimal(toPoint(amount), money) > 0)) {
    return 'DNW_WITHDRAW_OVER';
  }
  return null;
}
