/**
 * Exact arithmetic on the server's decimal strings ("9995.5"), through BigInt at a shared scale, so a stake,
 * a unit or a balance never passes through a float before it is compared.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function fractionDigits(value: string): number {
  return DECIMAL.exec(value.trim())?.[3]?.length ?? 0;
}

/** "1.5" at scale 2 -> 150n; a value with more decimals than the scale is cut toward zero. */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (match === null) throw new RangeError(`not a decimal: "${value}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign === '-' ? -units : units;
}

/** 150n at scale 2 -> "1.5" (no trailing zeros). */
export function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A common scale for a set of decimals: the longest fraction among them. */
export function scaleOf(...values: string[]): number {
  return Math.max(0, ...values.map(fractionDigits));
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): number {
  const scale = scaleOf(a, b);
  const x = toScaled(a, scale);
  const y = toScaled(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** stake x rate rounded toward zero at the stake's scale, as the server pays a winning bet. */
export function multiplyDown(stake: string, rate: string, scale = scaleOf(stake)): string {
  const rateScale = fractionDigits(rate);
  const product = toScaled(stake, scale) * toScaled(rate, rateScale);
  return fromScaled(product / 10n ** BigInt(rateScale), scale);
}
