import { describe, expect, it } from 'vitest';

import { rateText } from './rate-text';

describe("a quote's rate on screen", () => {
  it('keeps a few significant digits of the 18 decimals the server sends', () => {
    // 1 USDT in BTC at 65,000: eight decimals, as BTC has.
    expect(rateText('0.000015384615384615', 8)).toBe('0.00001538');
    expect(rateText('0.000020000000000000', 8)).toBe('0.00002');
    expect(rateText('65000.123456789012345678', 6)).toBe('65,000.12');
    expect(rateText('15.625000000000000000', 8)).toBe('15.625');
    expect(rateText('1.923076923076923076', 6)).toBe('1.92307');
    expect(rateText('0.520000000000000000', 6)).toBe('0.52');
  });

  it('never shows more decimals than the receiving currency has, and cuts rather than rounds up', () => {
    expect(rateText('70000000.999999999999999999', 0)).toBe('70,000,000');
    expect(rateText('0.000000014285714285', 8)).toBe('0.00000001');
    expect(rateText('0.199999999999999999', 6)).toBe('0.1999');
  });
});
