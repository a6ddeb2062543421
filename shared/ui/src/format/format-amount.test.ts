import { describe, expect, it } from 'vitest';

import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups thousands with commas', () => {
    expect(formatAmount('10000000')).toBe('10,000,000');
    expect(formatAmount('999')).toBe('999');
  });

  it('keeps every digit of balances beyond float precision', () => {
    expect(formatAmount('123456789012345678.123456', 6)).toBe('123,456,789,012,345,678.123456');
  });

  it('pads or cuts the fraction to the precision asked for', () => {
    expect(formatAmount('1.5', 2)).toBe('1.50');
    expect(formatAmount('1.23456', 2)).toBe('1.23');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatAmount('-1234.5', 1)).toBe('-1,234.5');
  });
});
