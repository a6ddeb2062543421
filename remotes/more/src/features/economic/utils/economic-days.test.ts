import type { EconomicEvent } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { calendarDays, dayKey, onLocalDay, utcRangeFor } from './economic-days';

const event = (scheduledAt: number) =>
  ({ id: scheduledAt, country: 'US', title: 't', importance: 3, scheduledAt }) as EconomicEvent;

describe('economic calendar days', () => {
  it('offers a week: yesterday, today and five days ahead', () => {
    const now = new Date(2026, 10, 23, 15).getTime();
    expect(calendarDays(now)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('asks the server for the UTC days around a local day and keeps that local day only', () => {
    expect(utcRangeFor('2026-11-23')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-24' });
    const start = new Date(2026, 10, 23, 0, 30).getTime();
    const before = new Date(2026, 10, 22, 23, 30).getTime();
    expect(onLocalDay([event(before), event(start)], '2026-11-23').map((e) => dayKey(e.scheduledAt))).toEqual(
      ['2026-11-23'],
    );
  });
});
