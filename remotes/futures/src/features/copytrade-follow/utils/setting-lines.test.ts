import type { FuturesLeverage } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { settingLines } from './setting-lines';

const setting = (stock: string, leverage: number, marginType: FuturesLeverage['marginType']) =>
  ({ futuresOptionId: 1, stock, leverage, marginType, maxNotional: '0' }) as FuturesLeverage;

describe('the settings a follow’s copies fill at', () => {
  it('names each picked pair’s own leverage and margin type, in the order picked', () => {
    const settings = [setting('BTCUSDTPERP', 125, 'ISOLATED'), setting('ETHUSDTPERP', 20, 'CROSS')];
    expect(settingLines(['ETHUSDTPERP', 'BTCUSDTPERP'], settings)).toEqual([
      'ETHUSDT 20x 교차',
      'BTCUSDT 125x 격리',
    ]);
    expect(settingLines(['XRPUSDTPERP'], settings)).toEqual([]);
  });
});
