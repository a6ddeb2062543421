import { describe, expect, it } from 'vitest';

import { walletDecimals } from './coin-units';
import { amountRefusal, amountText, walletAmountText } from './wallet-amount';

describe('amounts typed into a coin field', () => {
  it('go to the server as plain decimals in the wallet’s scale, never as an exponent', () => {
    expect(amountText(1e-7, 8)).toBe('0.0000001');
    expect(amountText(0.12345678, 8)).toBe('0.12345678');
    expect(amountText(100, 6)).toBe('100');
    expect(amountText(2.5, 6)).toBe('2.5');
    expect(amountText(50_000, 0)).toBe('50000');
    expect(amountText(0.1 + 0.2, 8)).toBe('0.3');
  });

  it('take the decimals of the wallet’s currency', () => {
    expect(walletDecimals('MONEY')).toBe(0);
    expect(walletDecimals('BTC')).toBe(8);
    expect(walletDecimals('FUTURES')).toBe(6);
    expect(walletDecimals('EOS')).toBe(4);
  });

  it('are refused when none is entered, or beyond the balance, exactly', () => {
    expect(amountRefusal(null, 8, '1')).toBe('AMOUNT_EMPTY');
    expect(amountRefusal(0, 8, '1')).toBe('AMOUNT_EMPTY');
    expect(amountRefusal(1.00000001, 8, '1')).toBe('AMOUNT_OVER');
    expect(amountRefusal(1, 8, '1.00000000')).toBeNull();
    expect(amountRefusal(0.5, 8, null)).toBe('AMOUNT_OVER');
  });
});

describe('a wallet’s amount on screen', () => {
  it('is won for the money and the coin’s code for the others', () => {
    expect(walletAmountText('MONEY', '10000000')).toBe('10,000,000 원');
    expect(walletAmountText('BTC', '0.5')).toBe('0.5 BTC');
    expect(walletAmountText('FUTURES', '10000')).toBe('10,000 USDT');
  });
});
