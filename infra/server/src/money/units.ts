import type { DecimalString } from '@bx/contracts';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Integer minor units as PostgreSQL returns NUMERIC(38,0) (a string) -> BigInt. */
export function parseUnits(text: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not an integer amount: "${text}"`);
  return BigInt(text);
}

/** 150000000n at scale 8 -> "1.5": exact, no trailing zeros. */
export function formatUnits(units: bigint, scale: number): DecimalString {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** "1.5" at scale 8 -> 150000000n; refuses more decimals than the asset has rather than rounding. */
export function toUnits(decimal: DecimalString, scale: number): bigint {
  const match = DECIMAL.exec(decimal);
  if (match === null) throw new RangeError(`not a decimal amount: "${decimal}"`);
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`"${decimal}" has more than ${scale} decimals`);
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}
