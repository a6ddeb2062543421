import { describe, expect, it } from 'vitest';

import { checkCustomRange, periodFromSearch, periodToSearch, presetRange } from './period';

const TODAY = '2026-11-23';

describe('preset periods', () => {
  it('end today: today alone, from a week before, from a month before', () => {
    expect(presetRange('today', TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(presetRange('week', TODAY)).toEqual({ startDate: '2026-11-16', endDate: TODAY });
    expect(presetRange('month', TODAY)).toEqual({ startDate: '2026-10-23', endDate: TODAY });
  });

  it('a month back from the 31st stops at the end of a shorter month', () => {
    expect(presetRange('month', '2026-03-31').startDate).toBe('2026-02-28');
  });
});

describe('custom periods', () => {
  it('accept a period ending today, or a single past day', () => {
    expect(checkCustomRange('2026-11-01', TODAY, TODAY)).toEqual({
      range: { startDate: '2026-11-01', endDate: TODAY },
    });
    expect(checkCustomRange('2020-01-01', '2020-01-01', TODAY)).toEqual({
      range: { startDate: '2020-01-01', endDate: '2020-01-01' },
    });
  });

  it('refuse a missing or impossible day', () => {
    expect(checkCustomRange('', TODAY, TODAY)).toEqual({ refusal: { code: 'SEARCH_PERIOD_MISSING' } });
    expect(checkCustomRange('2026-02-30', TODAY, TODAY)).toEqual({
      refusal: { code: 'SEARCH_PERIOD_MISSING' },
    });
  });

  it('refuse a start after the end, and an end after today', () => {
    expect(checkCustomRange('2026-11-20', '2026-11-19', TODAY)).toEqual({
      refusal: { code: 'SEARCH_PERIOD_REVERSED' },
    });
    expect(checkCustomRange('2026-11-20', '2026-11-24', TODAY)).toEqual({
      refusal: { code: 'SEARCH_PERIOD_FUTURE' },
    });
  });

  it('refuse more than 366 days, and take exactly 366', () => {
    expect(checkCustomRange('2025-11-22', TODAY, TODAY)).toEqual({
      refusal: { code: 'SEARCH_PERIOD_TOO_LONG', parts: { days: 366 } },
    });
    expect(checkCustomRange('2025-11-23', TODAY, TODAY)).toHaveProperty('range');
  });
});

describe('the period in the address', () => {
  const read = (query: string) => periodFromSearch(new URLSearchParams(query), TODAY);

  it('is today when the address names none, or names one that cannot be searched', () => {
    const today = { choice: 'today', range: { startDate: TODAY, endDate: TODAY } };
    expect(read('')).toEqual(today);
    expect(read('period=year')).toEqual(today);
    expect(read('period=custom&from=2026-11-20&to=2026-11-30')).toEqual(today);
  });

  it('round-trips a preset and a custom period', () => {
    const custom = { startDate: '2026-01-02', endDate: '2026-01-31' };
    expect(read(new URLSearchParams(periodToSearch('week', presetRange('week', TODAY))).toString())).toEqual({
      choice: 'week',
      range: presetRange('week', TODAY),
    });
    expect(read(new URLSearchParams(periodToSearch('custom', custom)).toString())).toEqual({
      choice: 'custom',
      range: custom,
    });
    expect(periodToSearch('today', presetRange('today', TODAY))).toEqual({});
  });
});
