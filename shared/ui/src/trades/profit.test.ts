import { describe, expect, it } from 'vitest';

import { profitTone, signedAmount } from './profit';

describe('how a profit shows', () => {
  it('is a gain above zero, a loss below, flat at zero', () => {
    expect(profitTone('12000')).toBe('gain');
    expect(profitTone('-1')).toBe('loss');
    expect(profitTone('0')).toBe('flat');
    expect(profitTone('-0')).toBe('flat');
  });

  it('always writes its sign, with thousands commas', () => {
    expect(signedAmount('1234567')).toBe('+1,234,567');
    expect(signedAmount('-45000')).toBe('-45,000');
    expect(signedAmount('0')).toBe('0');
  });

  it('keeps the decimals asked for (USDT to the cent)', () => {
    expect(signedAmount('1234.5', 2)).toBe('+1,234.50');
    expect(signedAmount('-0.129', 2)).toBe('-0.12');
  });
});
