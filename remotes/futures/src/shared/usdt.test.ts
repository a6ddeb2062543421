import { describe, expect, it } from 'vitest';

import { signedUsdtText, usdtText } from './usdt';

describe('usdtText', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(usdtText('9750.319')).toBe('9,750.31 USDT');
    expect(usdtText(100)).toBe('100.00 USDT');
  });

  it('signs a profit, not a loss twice, nor a zero', () => {
    expect(signedUsdtText('12.5')).toBe('+12.50 USDT');
    expect(signedUsdtText(-1.466)).toBe('-1.47 USDT');
    expect(signedUsdtText('0.001')).toBe('0.00 USDT');
  });
});
