import { describe, expect, it } from 'vitest';

import { fundingCountdown, fundingRatePercent } from './funding-countdown';

describe('fundingCountdown', () => {
  it('counts hours, minutes and seconds down to the next funding', () => {
    expect(fundingCountdown(10_000 + (3 * 3600 + 5 * 60 + 9) * 1000, 10_000)).toBe('03:05:09');
    expect(fundingCountdown(1_999, 1_000)).toBe('00:00:00');
  });

  it('stays at zero once the funding is due', () => {
    expect(fundingCountdown(1_000, 5_000)).toBe('00:00:00');
  });
});

describe('fundingRatePercent', () => {
  it('writes the rate in percent with four decimals', () => {
    expect(fundingRatePercent('0.0001')).toBe('0.0100%');
    expect(fundingRatePercent('-0.00005')).toBe('-0.0050%');
    expect(fundingRatePercent('x')).toBe('-');
  });
});
