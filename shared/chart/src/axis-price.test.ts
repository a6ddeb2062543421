import { describe, expect, it } from 'vitest';

import { formatAxisPrice } from './axis-price';

describe('formatAxisPrice', () => {
  it('groups thousands and keeps exactly the option precision', () => {
    expect(formatAxisPrice(64250.5, 2)).toBe('64,250.50');
    expect(formatAxisPrice(1234567, 0)).toBe('1,234,567');
    expect(formatAxisPrice(0.123456, 4)).toBe('0.1235');
    expect(formatAxisPrice(-1500.25, 1)).toBe('-1,500.3');
  });
});
