import type { DecimalString } from './user.js';

/**
 * Exact arithmetic on the decimal strings amounts travel as ("9995.5"), through BigInt at a given scale, so a
 * stake, a unit, a balance or a ledger amount never passes through a float. The server keeps amounts as integer
 * minor units (scale = the asset's decimals); the client compares and multiplies stakes the same way.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function fractionDigits(value: string): number {
  return DECIMAL.exec(value.trim())?.[3]?.length ?? 0;
}

/**
 * "1.5" at scale 8 -> 150000000n. More decimals than the scale are refused (an amount that would lose a part of
 * itself), or with `truncate` cut toward zero (arithmetic on a common scale).
 */
export function toUnits(decimal: string, scale: number, extra: 'refuse' | 'truncate' = 'refuse'): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (match === null) throw new RangeError(`not a decimal amount: "${decimal}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale && extra === 'refuse') {
    throw new RangeError(`"${decimal}" has more than ${scale} decimals`);
  }
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign === '-' ? -units : units;
}

/** 150000000n at scale 8 -> "1.5": exact, no trailing zeros. */
export function formatUnits(units: bigint, scale: number): DecimalString {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** 150000000n at scale 8 -> "1.50000000": exact, with every decimal of the scale, as an order's fields are sent. */
export function formatFixed(units: bigint, scale: number): DecimalString {
  const text = formatUnits(units, scale);
  const [whole, fraction = ''] = text.split('.');
  return scale === 0 ? text : `${whole}.${fraction.padEnd(scale, '0')}`;
}

/** A common scale for a set of decimals: the longest fraction among them. */
export function scaleOf(...values: string[]): number {
  return Math.max(0, ...values.map(fractionDigits));
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): number {
  const scale = scaleOf(a, b);
  const x = toUnits(a, scale);
  const y = toUnits(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** amount x rate rounded toward zero at `scale` (the amount's own by default), as the server pays a win. */
export function multiplyDown(amount: string, rate: string, scale = scaleOf(amount)): DecimalString {
  const rateScale = fractionDigits(rate);
  const product = toUnits(amount, scale, 'truncate') * toUnits(rate, rateScale);
  return formatUnits(product / 10n ** BigInt(rateScale), scale);
}

/**
 * A decimal string with thousands commas, without passing through a float, so large balances keep every digit:
 * with `decimals`, exactly that many (padded or cut); without, the decimals it has ("9,995.5").
 */
export function formatAmount(value: string, decimals?: number): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shown = decimals === undefined ? fraction : fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${grouped}${shown === '' ? '' : `.${shown}`}`;
}
