import { formatKstDate, formatKstDateTime } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { addDays, addMonths, daysIn, isDay } from './seoul-days';

describe('Seoul days', () => {
  it('counts the day in Seoul, nine hours ahead of UTC', () => {
    expect(formatKstDate(Date.UTC(2026, 10, 23, 14, 59, 59))).toBe('2026-11-23');
    expect(formatKstDate(Date.UTC(2026, 10, 23, 15, 0, 0))).toBe('2026-11-24');
  });

  it('shows an instant as Seoul wall time', () => {
    expect(formatKstDateTime(Date.UTC(2026, 10, 23, 21, 4, 5))).toBe('2026-11-24 06:04:05');
  });

  it('takes only days that exist', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('moves by days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('moves by months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', -1)).toBe('2026-10-23');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('counts both ends of a range', () => {
    expect(daysIn({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBe(1);
    expect(daysIn({ startDate: '2026-02-01', endDate: '2026-03-01' })).toBe(29);
  });
});
