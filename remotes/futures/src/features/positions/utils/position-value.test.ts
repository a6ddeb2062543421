import type { FuturesPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { valueAtMark } from './position-value';

const position = (changes: Partial<FuturesPosition> = {}) =>
  ({ side: 'LONG', qty: '0.010', entryPrice: '60000', leverage: 10, ...changes }) as FuturesPosition;

describe('valueAtMark', () => {
  it('values a long up and a short down as the mark rises', () => {
    // 0.01 BTC from 60,000 to 60,600: 6 USDT on 60 of margin at 10x, 10 %.
    expect(valueAtMark(position(), '60600')).toEqual({ pnl: expect.closeTo(6), roe: expect.closeTo(10) });
    expect(valueAtMark(position({ side: 'SHORT' }), '60600')).toEqual({
      pnl: expect.closeTo(-6),
      roe: expect.closeTo(-10),
    });
  });

  it('gives nothing without a mark price', () => {
    expect(valueAtMark(position(), null)).toBeNull();
    expect(valueAtMark(position(), '0')).toBeNull();
  });
});
