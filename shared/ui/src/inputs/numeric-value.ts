import {
  compareDecimal,
  formatAmount,
  formatUnits,
  fractionDigits,
  toUnits,
  type DecimalString,
} from '@bx/contracts';

/** The site's decimal separator; the thousands separator is always the other one of '.' and ','. */
export type DecimalSeparator = '.' | ',';

export interface NumericInputRules {
  min?: number | DecimalString;
  max?: number | DecimalString;
  allowNegative?: boolean;
  decimalSeparator?: DecimalSeparator;
  /** Digits allowed after the decimal separator; 0 (the default) makes an integer field. */
  decimals?: number;
}

/**
 * Why a field refused a text: a character that is no digit, a minus sign where negatives are not allowed,
 * more decimals than the field allows (any at all for an integer field), or a value past a bound that more
 * typing cannot come back from.
 */
export type NumericRefusal = 'character' | 'negative' | 'decimals' | 'range';

/** A field's value is the exact decimal typed, without grouping, leading or trailing zeros ("1234.5", "-7"). */
export type NumericReading =
  { ok: true; value: DecimalString | null; text: string } | { ok: false; reason: NumericRefusal };

/**
 * A bound as the decimal it is written as: 0.1 is "0.1" (its shortest form, not the float's 0.1000000000000000055),
 * a whole number every digit of it.
 */
function decimalOf(bound: number | DecimalString): DecimalString {
  if (typeof bound === 'string') return bound;
  if (Number.isInteger(bound)) return BigInt(bound).toString();
  return /e/i.test(String(bound)) ? bound.toFixed(20) : String(bound);
}

const SAFE_MIN = String(Number.MIN_SAFE_INTEGER);
const SAFE_MAX = String(Number.MAX_SAFE_INTEGER);

const lower = (a: DecimalString, b: DecimalString) => (compareDecimal(a, b) <= 0 ? a : b);
const higher = (a: DecimalString, b: DecimalString) => (compareDecimal(a, b) >= 0 ? a : b);

function boundsOf({ min = SAFE_MIN, max = SAFE_MAX, allowNegative }: NumericInputRules) {
  const low = decimalOf(min);
  return { min: allowNegative ? low : higher(low, '0'), max: decimalOf(max) };
}

const clamp = (value: DecimalString, min: DecimalString, max: DecimalString) =>
  lower(higher(value, min), max);

/** The plain form of a decimal read from a field: "007.50" is "7.5", "-0" is "0". */
const plain = (value: string) => formatUnits(toUnits(value, fractionDigits(value)), fractionDigits(value));

const groupingOf = (separator: DecimalSeparator) => (separator === '.' ? ',' : '.');

function grouped(digits: string, separator: DecimalSeparator): string {
  const text = formatAmount(digits, 0);
  return separator === ',' ? text.replaceAll(',', '.') : text;
}

/**
 * What a player's whole text stands for, or why it is refused: nothing is dropped or changed silently, so a
 * refused text leaves the field as it was. `text` is how the accepted text is shown (thousands regrouped, a
 * trailing separator or zeros kept while the player is still typing the fraction). Only a bound that more
 * typing cannot come back from refuses (above a positive max, below a negative min): a value short of min
 * may still reach it with the next digit, so `clampNumericValue` applies the rest on blur.
 */
export function readNumericText(raw: string, rules: NumericInputRules = {}): NumericReading {
  const separator = rules.decimalSeparator ?? '.';
  const text = raw.trim().replaceAll(groupingOf(separator), '');
  const negative = text.startsWith('-');
  if (negative && !rules.allowNegative) return { ok: false, reason: 'negative' };
  const body = negative ? text.slice(1) : text;
  const [whole = '', fraction, ...extra] = body.split(separator);
  if (extra.length > 0 || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction ?? '')) {
    return { ok: false, reason: 'character' };
  }
  const decimals = rules.decimals ?? 0;
  if (fraction !== undefined && (decimals === 0 || fraction.length > decimals)) {
    return { ok: false, reason: 'decimals' };
  }
  const shown = `${negative ? '-' : ''}${grouped(whole, separator)}${fraction === undefined ? '' : separator + fraction}`;
  if (whole === '' && (fraction ?? '') === '') return { ok: true, value: null, text: shown };
  const value = plain(`${negative ? '-' : ''}${whole || '0'}.${fraction || '0'}`);
  const { min, max } = boundsOf(rules);
  if (compareDecimal(value, clamp(value, lower(min, '0'), higher(max, '0'))) !== 0) {
    return { ok: false, reason: 'range' };
  }
  return { ok: true, value, text: shown };
}

export interface NumericChange {
  value: DecimalString | null;
  /** The text the field shows after the change. */
  text: string;
  /** Why the change was refused, in whole or from a character on; null when it was taken as it came. */
  refused: NumericRefusal | null;
}

/**
 * The field's text after the player changed `previous` to `next`. A change that reads is taken. A refused
 * one typed or pasted at the end, or replacing the whole text, keeps what reads before the refused
 * character and drops the rest, so "5.5" in a whole-unit field is 5 (never 55) and says why. Anything else
 * refused (a character inserted in the middle, a value out of range) leaves the text as it was.
 */
export function applyNumericChange(
  previous: string,
  next: string,
  rules: NumericInputRules = {},
): NumericChange {
  const reading = readNumericText(next, rules);
  if (reading.ok) return { value: reading.value, text: reading.text, refused: null };
  const appended = next.startsWith(previous);
  const replaced = !appended && next[0] !== previous[0] && next.at(-1) !== previous.at(-1);
  const from =
    reading.reason === 'range' ? next.length : appended ? previous.length : replaced ? 0 : next.length;
  for (let end = next.length - 1; end >= from; end--) {
    const prefix = readNumericText(next.slice(0, end), rules);
    if (prefix.ok) return { value: prefix.value, text: prefix.text, refused: reading.reason };
  }
  const kept = readNumericText(previous, rules);
  return { value: kept.ok ? kept.value : null, text: previous, refused: reading.reason };
}

/** Holds a finished value within min and max; null (nothing entered) stays null. */
export function clampNumericValue(
  value: DecimalString | null,
  rules: NumericInputRules = {},
): DecimalString | null {
  if (value == null) return null;
  const { min, max } = boundsOf(rules);
  return clamp(value, min, max);
}

/**
 * The text an amount is shown as: grouped thousands, at most `decimals` decimals (cut, never rounded up)
 * without trailing zeros, and empty for zero or nothing (spec section 5).
 */
export function formatNumericInput(
  value: DecimalString | null,
  decimalSeparator: DecimalSeparator = '.',
  decimals = 0,
  padDecimals = false,
): string {
  if (value == null || !/[1-9]/.test(value)) return '';
  const negative = value.trim().startsWith('-');
  const [whole = '0', fraction = ''] = formatAmount(value.trim().replace('-', ''), decimals)
    .replaceAll(',', '')
    .split('.');
  // A price keeps its tick's decimals ("63,749.0"), so the field reads the same on every load.
  const trimmed = padDecimals ? fraction : fraction.replace(/0+$/, '');
  const sign = negative ? '-' : '';
  return `${sign}${grouped(whole, decimalSeparator)}${trimmed === '' ? '' : decimalSeparator + trimmed}`;
}
