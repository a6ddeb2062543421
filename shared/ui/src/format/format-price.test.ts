import { describe, expect, it } from 'vitest';

import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('groups thousands and fixes the precision of the stock', () => {
    expect(formatPrice(67432.5, 2)).toBe('67,432.50');
    expect(formatPrice(1234, 0)).toBe('1,234');
    expect(formatPrice('0.000123', 6)).toBe('0.000123');
  });

  it('rounds a number to the precision', () => {
    expect(formatPrice(1.23456, 4)).toBe('1.2346');
  });

  it('keeps every digit of a decimal string beyond float precision', () => {
    expect(formatPrice('12345678901234567.89', 2)).toBe('12,345,678,901,234,567.89');
  });

  it('keeps the sign of a loss and drops it from a zero', () => {
    expect(formatPrice(-1234.5, 1)).toBe('-1,234.5');
    expect(formatPrice(-0.0001, 2)).toBe('0.00');
    expect(formatPrice('-0.001', 2)).toBe('0.00');
  });

  it('shows a missing number as a dash', () => {
    expect(formatPrice(Number.NaN, 2)).toBe('-');
  });
});
