import { describe, expect, it } from 'vitest';

import { formatOpenTime, isMarketClosed } from './market-session';

const MONDAY_OPEN = Date.UTC(2024, 0, 7, 23, 0, 0); // Monday 08:00 in Seoul

describe('isMarketClosed', () => {
  it('is closed while resting until the next open time', () => {
    expect(isMarketClosed({ isRest: true, nextOpenAt: MONDAY_OPEN }, MONDAY_OPEN - 1)).toBe(true);
    expect(isMarketClosed({ isRest: true, nextOpenAt: MONDAY_OPEN }, MONDAY_OPEN)).toBe(false);
  });

  it('stays closed with no known open time, and is open when not resting', () => {
    expect(isMarketClosed({ isRest: true, nextOpenAt: null }, MONDAY_OPEN)).toBe(true);
    expect(isMarketClosed({ isRest: false, nextOpenAt: null }, MONDAY_OPEN)).toBe(false);
  });
});

describe('formatOpenTime', () => {
  it('shows Seoul wall time', () => {
    expect(formatOpenTime(MONDAY_OPEN)).toBe('01/08 08:00');
  });
});
