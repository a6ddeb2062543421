import type { FuturesOption } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { findOption } from './find-option';

const option = (id: number, stock: string): FuturesOption => ({
  id,
  stock,
  koName: stock,
  precision: 2,
  lastPrice: '1',
  priceChangePercent: '0',
});

const listed = [option(1, 'BTCUSDTPERP'), option(2, 'ETHUSDTPERP')];

describe('findOption', () => {
  it('finds a contract by its display name or its listed stock', () => {
    expect(findOption(listed, 'BTCUSDT')?.id).toBe(1);
    expect(findOption(listed, 'ETHUSDTPERP')?.id).toBe(2);
    expect(findOption(listed, 'btcusdt')?.id).toBe(1);
  });

  it('finds nothing for a stock that is not listed', () => {
    expect(findOption(listed, 'DOGEUSDT')).toBeNull();
  });
});
