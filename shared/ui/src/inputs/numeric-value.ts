import { formatAmount } from '../format/format-amount';

/** The site's decimal separator; the thousands separator is always the other one of '.' and ','. */
export type DecimalSeparator = '.' | ',';

export interface NumericInputRules {
  min?: number;
  max?: number;
  allowNegative?: boolean;
  decimalSeparator?: DecimalSeparator;
}

function boundsOf({
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
  allowNegative,
}: NumericInputRules) {
  return { min: allowNegative ? min : Math.max(min, 0), max };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The integer a player's text stands for, or null when it holds no digit. Whatever follows the decimal
 * separator is dropped (integers only), as is a minus sign unless negatives are allowed. Only a bound that
 * more typing cannot come back from is applied here (above a positive max, below a negative min): a value
 * short of min may still reach it with the next digit, so `clampNumericValue` applies the rest on blur.
 */
export function parseNumericInput(text: string, rules: NumericInputRules = {}): number | null {
  const whole = text.split(rules.decimalSeparator ?? '.')[0] ?? '';
  const digits = whole.replace(/\D/g, '');
  if (digits === '') return null;
  const negative = Boolean(rules.allowNegative) && whole.trim().startsWith('-');
  const { min, max } = boundsOf(rules);
  return clamp((negative ? -1 : 1) * Number(digits), Math.min(min, 0), Math.max(max, 0));
}

/** Holds a finished value within min and max; null (nothing entered) stays null. */
export function clampNumericValue(value: number | null, rules: NumericInputRules = {}): number | null {
  if (value == null) return null;
  const { min, max } = boundsOf(rules);
  return clamp(value, min, max);
}

/** The text an amount is shown as: grouped thousands, and empty for zero or nothing (spec section 5). */
export function formatNumericInput(value: number | null, decimalSeparator: DecimalSeparator = '.'): string {
  if (value == null || value === 0 || !Number.isFinite(value)) return '';
  const grouped = formatAmount(String(Math.trunc(value)));
  return decimalSeparator === ',' ? grouped.replaceAll(',', '.') : grouped;
}
