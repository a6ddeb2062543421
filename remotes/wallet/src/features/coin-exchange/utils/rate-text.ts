import { formatAmount, type DecimalString } from '@bx/contracts';

/** Digits a rate of 1 or more keeps in all ("65,000.12", "15.6250"), never fewer than two decimals. */
const SIGNIFICANT = 6;
/** Significant digits a rate below 1 keeps after its leading zeros ("0.00001538"). */
const SIGNIFICANT_BELOW_ONE = 4;

/**
 * A quote's rate as people read one: the server's 18 decimals cut down (never rounded up) to a handful of
 * significant digits, and to no more decimals than the receiving currency has.
 */
export function rateText(rate: DecimalString, maxDecimals: number): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const wholeDigits = whole.replace(/^0+/, '').length;
  const decimals =
    wholeDigits > 0
      ? Math.max(2, SIGNIFICANT - wholeDigits)
      : (/^0*/.exec(fraction)?.[0].length ?? 0) + SIGNIFICANT_BELOW_ONE;
  const kept = fraction.slice(0, Math.min(decimals, maxDecimals)).replace(/0+$/, '');
  return formatAmount(kept === '' ? whole : `${whole}.${kept}`);
}
