import { describe, expect, it } from 'vitest';

import { liveChangePercent } from './live-change';

describe('liveChangePercent', () => {
  it('moves the listed change with the live price from the same reference', () => {
    // Listed 110 at +10 %: the reference is 100, so 120 is +20 %.
    expect(liveChangePercent('110', '10', '120')).toBeCloseTo(20);
  });

  it('keeps the listed change without a live price or a usable reference', () => {
    expect(liveChangePercent('110', '10', null)).toBe(10);
    expect(liveChangePercent('0', '10', '120')).toBe(10);
  });
});
