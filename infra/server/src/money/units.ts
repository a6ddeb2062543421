/**
 * Integer minor units as PostgreSQL returns NUMERIC(38,0) (a string) -> BigInt. Decimal strings and units
 * convert with @bx/contracts' toUnits and formatUnits.
 */
export function parseUnits(text: string): bigint {
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not an integer amount: "${text}"`);
  return BigInt(text);
}
