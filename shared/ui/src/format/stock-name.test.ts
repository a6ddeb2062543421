import { describe, expect, it } from 'vitest';

import { stockName } from './stock-name';

describe('stockName', () => {
  it('strips a perpetual suffix', () => {
    expect(stockName('BTCUSDTPERP')).toBe('BTCUSDT');
    expect(stockName('ETHUSDT_PERP')).toBe('ETHUSDT');
  });

  it('strips a mark-price suffix', () => {
    expect(stockName('BTCUSDT-MARK')).toBe('BTCUSDT');
    expect(stockName('BTCUSDTMARK')).toBe('BTCUSDT');
    expect(stockName('BTCUSDTPERP-MARK')).toBe('BTCUSDT');
  });

  it('leaves other names alone', () => {
    expect(stockName('NQ')).toBe('NQ');
    expect(stockName('XAUUSD')).toBe('XAUUSD');
    expect(stockName('PERP')).toBe('PERP');
  });
});
