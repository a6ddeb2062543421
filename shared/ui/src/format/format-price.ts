import { formatAmount } from '@bx/contracts';

/**
 * A price or quantity with thousands commas and the stock's fixed precision (spec section 9). Decimal
 * strings from the server keep every digit and are cut to the precision, as `formatAmount` does; numbers are
 * rounded to it first. A number that is not finite shows as '-'.
 */
export function formatPrice(value: string | number, precision: number): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return '-';
  const formatted = formatAmount(
    typeof value === 'number' ? value.toFixed(precision) : value.trim(),
    precision,
  );
  // A loss too small for the precision is zero, not "-0.00".
  return /[1-9]/.test(formatted) ? formatted : formatted.replace('-', '');
}
