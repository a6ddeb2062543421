import { describe, expect, it } from 'vitest';

import { formatUnits, parseUnits, toUnits } from '../../src/money/units.js';

describe('money units', () => {
  it.each([
    [150_000_000n, 8, '1.5'],
    [1n, 8, '0.00000001'],
    [0n, 6, '0'],
    [10_000_000n, 0, '10000000'],
    [-25n, 1, '-2.5'],
    [123_456_789_012_345_678_901_234_567_890n, 6, '123456789012345678901234.56789'],
  ])('formats %s at scale %i as "%s" and parses it back', (units, scale, text) => {
    expect(formatUnits(units, scale)).toBe(text);
    expect(toUnits(text, scale)).toBe(units);
  });

  it('refuses more decimals than the asset has instead of rounding', () => {
    expect(() => toUnits('0.123456789', 8)).toThrow(RangeError);
  });

  it('refuses text that is not a number', () => {
    expect(() => toUnits('1e5', 2)).toThrow(RangeError);
    expect(() => parseUnits('12.5')).toThrow(RangeError);
  });

  it('parses PostgreSQL numeric text beyond the float range exactly', () => {
    expect(parseUnits('99999999999999999999999999999999999999')).toBe(10n ** 38n - 1n);
  });
});
