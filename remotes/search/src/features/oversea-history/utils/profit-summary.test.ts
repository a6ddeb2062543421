import { describe, expect, it } from 'vitest';

import { summarizeProfit } from './profit-summary';

describe('the period profit', () => {
  it('sums the days exactly, past what a float keeps, and counts their trades', () => {
    const summary = summarizeProfit([
      { date: '2026-11-21', trades: 2, profit: '9007199254740993' },
      { date: '2026-11-23', trades: 1, profit: '-3' },
      { date: '2026-11-22', trades: 4, profit: '10' },
    ]);
    expect(summary.total).toBe('9007199254741000');
    expect(summary.trades).toBe(7);
  });

  it('lists the days newest first', () => {
    const summary = summarizeProfit([
      { date: '2026-11-21', trades: 1, profit: '1' },
      { date: '2026-11-23', trades: 1, profit: '2' },
      { date: '2026-11-22', trades: 1, profit: '3' },
    ]);
    expect(summary.days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-22', '2026-11-21']);
  });

  it('is zero with no trades when the period closed none', () => {
    expect(summarizeProfit([])).toEqual({ total: '0', trades: 0, days: [] });
  });

  it('keeps decimal parts when the server sends them', () => {
    expect(
      summarizeProfit([
        { date: '2026-11-22', trades: 1, profit: '0.5' },
        { date: '2026-11-23', trades: 1, profit: '-1.25' },
      ]).total,
    ).toBe('-0.75');
  });
});
