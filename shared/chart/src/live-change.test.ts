import { describe, expect, it } from 'vitest';

import { liveChangePercent } from './live-change';

describe('liveChangePercent', () => {
  it('moves the listed change with the live price from the same reference', () => {
    // Listed 110 at +10 %: the reference is 100, so 120 is +20 %, 110 is +10 % and 99 is -1 %.
    expect(liveChangePercent('110', '10', '120')).toBeCloseTo(20);
    expect(liveChangePercent('110', '10', '110')).toBeCloseTo(10);
    expect(liveChangePercent('110', '10', '99')).toBeCloseTo(-1);
  });

  it('keeps the listed change without a live price or a usable reference', () => {
    expect(liveChangePercent('110', '10', null)).toBe(10);
    expect(liveChangePercent('0', '10', '120')).toBe(10);
    expect(liveChangePercent('0', '0', '5')).toBe(0);
    expect(liveChangePercent('110', '10', 'x')).toBe(10);
  });
});
