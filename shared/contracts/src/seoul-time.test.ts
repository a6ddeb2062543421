import { describe, expect, it } from 'vitest';

import { formatKstDate, formatKstDateTime, kstDayStart, parseKstDate } from './seoul-time.js';

// 2024-01-02T15:00:00Z is midnight of 2024-01-03 in Seoul.
const SEOUL_MIDNIGHT = Date.UTC(2024, 0, 2, 15);

describe('Seoul calendar days', () => {
  it('read a day as the instant it starts in Seoul, and write an instant as its Seoul day', () => {
    expect(parseKstDate('2024-01-03')).toBe(SEOUL_MIDNIGHT);
    expect(formatKstDate(SEOUL_MIDNIGHT)).toBe('2024-01-03');
    expect(formatKstDate(SEOUL_MIDNIGHT - 1)).toBe('2024-01-02');
  });

  it('start the Seoul day holding an instant at Seoul midnight, not UTC midnight', () => {
    expect(kstDayStart(SEOUL_MIDNIGHT + 23 * 3_600_000)).toBe(SEOUL_MIDNIGHT);
    expect(kstDayStart(SEOUL_MIDNIGHT - 1)).toBe(SEOUL_MIDNIGHT - 86_400_000);
  });

  it('refuse malformed and rolled-over dates', () => {
    for (const text of ['2024-1-03', '2024-13-01', '2024-02-30', '2024-01-03T00:00', ''])
      expect(parseKstDate(text), text).toBeUndefined();
  });

  it('write an instant as Seoul wall time, nine hours ahead of UTC, across midnight', () => {
    expect(formatKstDateTime(Date.UTC(2026, 10, 23, 21, 4, 5))).toBe('2026-11-24 06:04:05');
    expect(formatKstDateTime(Date.UTC(2026, 10, 23, 14, 59, 59))).toBe('2026-11-23 23:59:59');
  });
});
