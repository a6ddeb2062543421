import { describe, expect, it } from 'vitest';

import { compareDecimal, formatAmount, formatFixed, formatUnits, multiplyDown, toUnits } from './decimal.js';

describe('decimal strings', () => {
  it('round-trip through integer units without losing a digit', () => {
    expect(toUnits('9995.5', 6)).toBe(9_995_500_000n);
    expect(formatUnits(9_995_500_000n, 6)).toBe('9995.5');
    expect(formatUnits(toUnits('123456789012345678.25', 2), 2)).toBe('123456789012345678.25');
    expect(formatUnits(-150_000_000n, 8)).toBe('-1.5');
  });

  it.each([
    [150_000_000n, 8, '1.5'],
    [1n, 8, '0.00000001'],
    [0n, 6, '0'],
    [10_000_000n, 0, '10000000'],
    [-25n, 1, '-2.5'],
    [123_456_789_012_345_678_901_234_567_890n, 6, '123456789012345678901234.56789'],
  ])('format %s at scale %i as "%s" and parse it back', (units, scale, text) => {
    expect(formatUnits(units, scale)).toBe(text);
    expect(toUnits(text, scale)).toBe(units);
  });

  it('format with every decimal of the scale when asked', () => {
    expect(formatFixed(10n, 3)).toBe('0.010');
    expect(formatFixed(-25n, 2)).toBe('-0.25');
    expect(formatFixed(1_000_000_000_005n, 2)).toBe('10000000000.05');
    expect(formatFixed(12n, 0)).toBe('12');
    expect(formatFixed(0n, 2)).toBe('0.00');
  });

  it('refuse more decimals than the scale, or cut them toward zero when asked', () => {
    expect(() => toUnits('1.123', 2)).toThrow(RangeError);
    expect(toUnits('1.129', 2, 'truncate')).toBe(112n);
    expect(() => toUnits('1e5', 2)).toThrow(RangeError);
  });

  it('compare values of different scales', () => {
    expect(compareDecimal('5', '5.000')).toBe(0);
    expect(compareDecimal('4.99', '5')).toBe(-1);
    expect(compareDecimal('10000', '9999.999999')).toBe(1);
  });

  it('pay amount x rate rounded toward zero', () => {
    expect(multiplyDown('7', '1.9')).toBe('13');
    expect(multiplyDown('7', '1.9', 6)).toBe('13.3');
    expect(multiplyDown('0.000001', '1.95', 6)).toBe('0.000001');
  });
});

describe('formatAmount', () => {
  it('groups thousands and keeps exactly the decimals given', () => {
    expect(formatAmount('10000000')).toBe('10,000,000');
    expect(formatAmount('9995.5')).toBe('9,995.5');
    expect(formatAmount('0.000001')).toBe('0.000001');
    expect(formatAmount('-1234')).toBe('-1,234');
  });

  it('keeps every digit of balances beyond float precision', () => {
    expect(formatAmount('123456789012345678.123456', 6)).toBe('123,456,789,012,345,678.123456');
  });

  it('pads or cuts the fraction to the precision asked for', () => {
    expect(formatAmount('1.5', 2)).toBe('1.50');
    expect(formatAmount('1.23456', 2)).toBe('1.23');
    expect(formatAmount('1234.56', 0)).toBe('1,234');
    expect(formatAmount('-1234.5', 1)).toBe('-1,234.5');
  });
});
