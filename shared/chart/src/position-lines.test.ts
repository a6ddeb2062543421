import type { AppTheme } from '@bx/ui';
import { describe, expect, it } from 'vitest';

import { positionPriceLines } from './position-lines';

const color = {
  buy: 'red',
  sell: 'blue',
  accent: 'gold',
  textMuted: 'grey',
  danger: 'crimson',
} as AppTheme['color'];

describe('positionPriceLines', () => {
  it('draws the entry solid in its side colour, then TP, SL and liquidation dashed', () => {
    expect(
      positionPriceLines(
        {
          entry: { price: '100.5', title: 'Long 2' },
          long: true,
          takeProfit: { price: '110', title: 'TP' },
          stopLoss: { price: '95', title: 'SL' },
          liquidation: { price: '80', title: 'Liq.' },
        },
        color,
      ),
    ).toEqual([
      { price: 100.5, title: 'Long 2', color: color.buy, style: 'solid' },
      { price: 110, title: 'TP', color: color.accent, style: 'dashed' },
      { price: 95, title: 'SL', color: color.textMuted, style: 'dashed' },
      { price: 80, title: 'Liq.', color: color.danger, style: 'dashed' },
    ]);
  });

  it('leaves out the prices a position does not have', () => {
    expect(
      positionPriceLines(
        {
          entry: { price: '100', title: 'Short 1' },
          long: false,
          takeProfit: { price: null, title: 'TP' },
          stopLoss: { price: undefined, title: 'SL' },
        },
        color,
      ),
    ).toEqual([{ price: 100, title: 'Short 1', color: color.sell, style: 'solid' }]);
  });
});
