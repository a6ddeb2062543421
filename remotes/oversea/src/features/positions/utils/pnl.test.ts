import type { OverseaPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { livePnl, shownPnl, ticksInFavour, totalShownPnl } from './pnl';

// Nasdaq 100 E-mini as the server lists it: 0.25 a tick, 5 USD a tick, 1,400 KRW a dollar.
const NQ = { tickSize: '0.25', tickValue: '5', krwRate: '1400' };
const long = (qty: number): Pick<OverseaPosition, 'side' | 'entryPrice' | 'qty'> => ({
  side: 'LONG',
  entryPrice: '21000.00',
  qty,
});
const short = (qty: number) => ({ ...long(qty), side: 'SHORT' as const });

describe('ticksInFavour', () => {
  it('counts ticks up for a long and down for a short', () => {
    expect(ticksInFavour(long(1), 21001, 0.25)).toBe(4);
    expect(ticksInFavour(short(1), 21001, 0.25)).toBe(-4);
    expect(ticksInFavour(short(1), 20999.5, 0.25)).toBe(2);
  });
});

describe('livePnl', () => {
  it('is ticks x tick value x contracts x rate, in won', () => {
    // 4 ticks x 5 USD x 3 contracts x 1,400 = 84,000 KRW.
    expect(livePnl(long(3), NQ, 21001)).toBe('84000');
    expect(livePnl(short(3), NQ, 21001)).toBe('-84000');
  });

  it('is zero at the entry, never "-0"', () => {
    expect(livePnl(short(2), NQ, 21000)).toBe('0');
  });

  it('floors a fraction of a won as the engine does', () => {
    expect(livePnl(long(1), { tickSize: '1', tickValue: '0.001', krwRate: '1' }, 21001)).toBe('0');
    expect(livePnl(short(1), { tickSize: '1', tickValue: '0.001', krwRate: '1' }, 21001)).toBe('-1');
  });

  it('gives nothing for terms that are not numbers', () => {
    expect(livePnl(long(1), { ...NQ, tickSize: '0' }, 21001)).toBeNull();
    expect(livePnl(long(1), { ...NQ, krwRate: 'x' }, 21001)).toBeNull();
  });
});

describe('shownPnl and totalShownPnl: the rows and the account bar from one source', () => {
  const option = { id: 8, ...NQ };
  const nq = {
    side: 'LONG' as const,
    entryPrice: '21000.00',
    qty: 2,
    pnl: '-13800',
    overseaOptionId: 8,
  };
  const cl = { ...nq, overseaOptionId: 10, qty: 1, pnl: '5000' };

  it('re-values the option on screen at the live price and takes the others as pushed', () => {
    // 2 contracts, 3 ticks down: 3 x 5 x 2 x 1,400 = -42,000.
    expect(shownPnl(nq, option, '20999.25')).toBe('-42000');
    expect(shownPnl(cl, option, '20999.25')).toBe('5000');
    expect(shownPnl(nq, option, null)).toBe('-13800');
  });

  it('sums what the rows show, so the bar and the rows agree at the same moment', () => {
    expect(totalShownPnl([nq, cl], option, '20999.25')).toBe('-37000');
    expect(totalShownPnl([], option, '20999.25')).toBe('0');
  });
});
