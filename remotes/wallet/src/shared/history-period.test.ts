import { describe, expect, it } from 'vitest';

import { periodRange } from './history-period';

/** 2026-03-31 10:00 in Seoul. */
const NOW = Date.UTC(2026, 2, 31, 1, 0, 0);

describe('the trade history’s periods', () => {
  it('cover everything, or Seoul days up to today', () => {
    expect(periodRange('all', NOW)).toBeNull();
    expect(periodRange('today', NOW)).toEqual({ startDate: '2026-03-31', endDate: '2026-03-31' });
    expect(periodRange('week', NOW)).toEqual({ startDate: '2026-03-24', endDate: '2026-03-31' });
  });

  it('go a month back to the same day, or the shorter month’s last', () => {
    expect(periodRange('month', NOW)).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(periodRange('month', Date.UTC(2026, 0, 15, 3))).toEqual({
      startDate: '2025-12-15',
      endDate: '2026-01-15',
    });
  });

  it('take the Seoul day, not the device’s: 23:30 UTC is the next morning in Seoul', () => {
    expect(periodRange('today', Date.UTC(2026, 10, 23, 23, 30))).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
  });
});
