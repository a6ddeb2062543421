import type { FuturesPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { valueAtMark } from './position-value';

const position = (changes: Partial<FuturesPosition> = {}) =>
  ({ side: 'LONG', qty: '0.010', entryPrice: '60000', leverage: 10, ...changes }) as FuturesPosition;

describe('valueAtMark', () => {
  it('values a long up and a short down as the mark rises', () => {
    // 0.01 BTC from 60,000 to 60,600: 6 USDT on 60 of margin at 10x, 10 %.
    expect(valueAtMark(position(), '60600')).toEqual({ pnl: '6', roe: '10' });
    expect(valueAtMark(position({ side: 'SHORT' }), '60600')).toEqual({ pnl: '-6', roe: '-10' });
  });

  it('keeps every digit a float would lose', () => {
    // 0.3 x (0.3 - 0.1) is 0.06 exactly; in floats 0.3 * (0.3 - 0.1) = 0.06000000000000001.
    expect(valueAtMark(position({ qty: '0.3', entryPrice: '0.1', leverage: 1 }), '0.3')).toEqual({
      pnl: '0.06',
      roe: '200',
    });
    // An averaged entry with many decimals against a tick-priced mark.
    expect(
      valueAtMark(position({ qty: '0.007', entryPrice: '63749.123456', leverage: 20 }), '63750.5'),
    ).toEqual({
      pnl: '0.009635808',
      roe: '0.0431',
    });
  });

  it('gives nothing without a mark price', () => {
    expect(valueAtMark(position(), null)).toBeNull();
    expect(valueAtMark(position(), '0')).toBeNull();
  });
});
