import { describe, expect, it } from 'vitest';

import { liveChangePercent } from './day-change';

describe('liveChangePercent', () => {
  it('keeps the listed change until a tick comes', () => {
    expect(liveChangePercent('110', '10', null)).toBe(10);
  });

  it('moves the change from the same reference price as the price ticks', () => {
    // Reference 100: 110 is +10 %, 99 is -1 %.
    expect(liveChangePercent('110', '10', '110')).toBeCloseTo(10);
    expect(liveChangePercent('110', '10', '99')).toBeCloseTo(-1);
  });

  it('falls back to the listed change without a usable price', () => {
    expect(liveChangePercent('0', '0', '5')).toBe(0);
    expect(liveChangePercent('110', '10', 'x')).toBe(10);
  });
});
