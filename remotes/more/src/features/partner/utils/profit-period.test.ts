import { describe, expect, it } from 'vitest';

import { defaultProfitPeriod, periodProblem } from './profit-period';

describe('the profit period', () => {
  it('opens on the last 30 days, today included, across a month end', () => {
    expect(defaultProfitPeriod(Date.UTC(2026, 10, 23, 3))).toEqual({
      startDate: '2026-10-25',
      endDate: '2026-11-23',
    });
    expect(defaultProfitPeriod(Date.UTC(2026, 2, 1, 3))).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });

  it('refuses a start after the end, and an end after today', () => {
    const today = '2026-11-23';
    expect(periodProblem({ startDate: '2026-11-01', endDate: today }, today)).toBeNull();
    expect(periodProblem({ startDate: today, endDate: today }, today)).toBeNull();
    expect(periodProblem({ startDate: '2026-11-20', endDate: '2026-11-19' }, today)).toBe(
      'PARTNER_PERIOD_REVERSED',
    );
    expect(periodProblem({ startDate: '2026-11-20', endDate: '2026-11-24' }, today)).toBe(
      'PARTNER_PERIOD_FUTURE',
    );
  });
});
