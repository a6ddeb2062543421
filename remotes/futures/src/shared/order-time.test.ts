import { describe, expect, it } from 'vitest';

import { orderDay, orderTime } from './order-time';

describe('orderTime', () => {
  it('writes the day and the time in Seoul', () => {
    // 2026-05-14 05:03:30 UTC is 14:03:30 in Seoul.
    expect(orderTime(Date.UTC(2026, 4, 14, 5, 3, 30))).toBe('05-14 14:03:30');
    expect(orderTime(Date.UTC(2026, 4, 14, 15, 0, 0))).toBe('05-15 00:00:00');
  });
});

describe('orderDay', () => {
  it('writes the Seoul day with its year, which turns at 15:00 UTC', () => {
    expect(orderDay(Date.UTC(2026, 4, 14, 5, 3, 30))).toBe('2026-05-14');
    expect(orderDay(Date.UTC(2025, 11, 31, 15, 0, 0))).toBe('2026-01-01');
  });
});
