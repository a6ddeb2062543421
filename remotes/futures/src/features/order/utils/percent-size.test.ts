import type { FuturesQtyPer } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { percentSize } from './percent-size';

const qtyPer: FuturesQtyPer = {
  futuresOptionId: 1,
  leverage: 10,
  availableBalance: '1000.555',
  maxBuyQty: '0.166',
  maxSellQty: '0.165',
};

describe('percentSize', () => {
  it('writes a share of the free balance as a USDT budget, to the cent', () => {
    expect(percentSize(qtyPer, 25, 'USDT', '0.001')).toBe('250.13');
    expect(percentSize(qtyPer, 100, 'USDT', '0.001')).toBe('1000.55');
  });

  it('keeps the last cent of a large balance, which a float share lost', () => {
    const rich = { ...qtyPer, availableBalance: '10000000000.05' };
    expect(percentSize(rich, 100, 'USDT', '0.001')).toBe('10000000000.05');
    expect(percentSize(rich, 50, 'USDT', '0.001')).toBe('5000000000.02');
  });

  it('writes a share of the coins both sides can open, on the step', () => {
    expect(percentSize(qtyPer, 50, 'COIN', '0.001')).toBe('0.082');
    expect(percentSize(qtyPer, 100, 'COIN', '0.001')).toBe('0.165');
  });
});
