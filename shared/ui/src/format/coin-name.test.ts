import { describe, expect, it } from 'vitest';

import { coinName, walletName } from './coin-name';

describe('coin and wallet names', () => {
  it('name the coins of the messages and show any other by its code', () => {
    expect(coinName('USDT')).toBe('테더');
    expect(coinName('btc')).toBe('비트코인');
    expect(coinName('ADA')).toBe('ADA');
    expect(coinName('SELECT')).toBe('SELECT');
  });

  it('name the KRW money and the trading wallets, and a coin wallet by its coin', () => {
    expect(walletName('MONEY')).toBe('원화');
    expect(walletName('FUTURES')).toBe('선물 지갑');
    expect(walletName('BINARY')).toBe('바이너리 지갑');
    expect(walletName('ETH')).toBe('이더리움');
  });
});
