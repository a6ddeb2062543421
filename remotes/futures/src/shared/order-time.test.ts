import { describe, expect, it } from 'vitest';

import { orderTime } from './order-time';

describe('orderTime', () => {
  it('writes the day and the time in Seoul', () => {
    // 2026-05-14 05:03:30 UTC is 14:03:30 in Seoul.
    expect(orderTime(Date.UTC(2026, 4, 14, 5, 3, 30))).toBe('05-14 14:03:30');
    expect(orderTime(Date.UTC(2026, 4, 14, 15, 0, 0))).toBe('05-15 00:00:00');
  });
});
