import { describe, expect, it } from 'vitest';

import { assetRows, assetWallets, krwRateOf, krwTotal, krwValue } from './krw-totals';

const RATES = { MONEY: '1', USDT: '1380.5', FUTURES: '1380.5', BTC: '90000000', ETH: '4500000', DOGE: null };

describe('the wallets of the assets screen', () => {
  it('start with the money, then the trading wallets the site offers, then its coins', () => {
    expect(assetWallets(['USDT', 'BTC'], { futures: true, binary: true })).toEqual([
      'MONEY',
      'FUTURES',
      'BINARY',
      'USDT',
      'BTC',
    ]);
    expect(assetWallets(['BTC'], { futures: false, binary: true })).toEqual(['MONEY', 'BINARY', 'BTC']);
  });
});

describe('won values', () => {
  it('take the wallet’s own rate, else its currency’s, and the money at one won', () => {
    expect(krwRateOf('BINARY', RATES)).toBe('1380.5');
    expect(krwRateOf('DOGE', RATES)).toBeNull();
    expect(krwRateOf('EOS', RATES)).toBeNull();
    expect(krwRateOf('MONEY', {})).toBe('1');
    expect(krwRateOf('MONEY', null)).toBe('1');
    expect(krwRateOf('BTC', null)).toBeNull();
  });

  it('are whole won rounded down, exact past what a float keeps', () => {
    expect(krwValue('0.12345678', '90000000')).toBe('11111110');
    expect(krwValue('10000.5', '1380.5')).toBe('13805690');
    expect(krwValue('0.00000001', '1380.5')).toBe('0');
    expect(krwValue('123456789012345.123456', '1')).toBe('123456789012345');
  });

  it('add up the priced wallets and name the ones left out', () => {
    const balances: Record<string, string> = { MONEY: '10000000', USDT: '100', BTC: '0.5', DOGE: '50000' };
    const rows = assetRows(
      ['MONEY', 'USDT', 'BTC', 'DOGE', 'EOS'],
      (wallet) => balances[wallet] ?? null,
      RATES,
    );
    expect(rows.map((row) => row.krw)).toEqual(['10000000', '138050', '45000000', null, null]);
    expect(rows[4]!.balance).toBe('0');
    expect(krwTotal(rows)).toEqual({ total: '55138050', unpriced: ['DOGE', 'EOS'] });
    expect(rows.map((row) => row.rate)).toEqual(['1', '1380.5', '90000000', null, null]);
  });

  it('count DOGE in the total once the server prices it (DOGEUSDT x USDTKRW)', () => {
    const rows = assetRows(['MONEY', 'DOGE'], (wallet) => (wallet === 'DOGE' ? '50000' : '0'), {
      ...RATES,
      DOGE: '224',
    });
    expect(krwTotal(rows)).toEqual({ total: '11200000', unpriced: [] });
  });

  it('total only the money when no price could be loaded', () => {
    const rows = assetRows(['MONEY', 'BTC'], () => '1', null);
    expect(krwTotal(rows)).toEqual({ total: '1', unpriced: ['BTC'] });
  });
});
