import type { CopyTrader } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { figuresOf, periodLabel, TRADER_PERIODS } from './trader-period';

const figures = (pnl: string) => ({
  roi: '1',
  pnl,
  maxDrawdown: '2',
  tradeCount: 1,
  winRate: '100',
  followerPnl: '0',
});

describe('a trader’s figures by period', () => {
  const trader = {
    ...figures('30'),
    metrics: [
      { days: 7, ...figures('7') },
      { days: 30, ...figures('20') },
      { days: 90, ...figures('30') },
    ],
  } as unknown as CopyTrader;

  it('offers all-time, then 7, 30 and 90 days, named in the site’s words', () => {
    expect(TRADER_PERIODS).toEqual(['ALL', '7', '30', '90']);
    expect(TRADER_PERIODS.map(periodLabel)).toEqual(['전체', '7일', '30일', '90일']);
  });

  it('reads the figures of the period asked for', () => {
    expect(figuresOf(trader, 'ALL').pnl).toBe('30');
    expect(figuresOf(trader, '7').pnl).toBe('7');
    expect(figuresOf(trader, '30').pnl).toBe('20');
  });
});
