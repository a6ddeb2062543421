import { describe, expect, it } from 'vitest';

import { amountText, destinationText } from './dnw-text';

const won = (amount: string) => `${amount}원`;

describe('amountText', () => {
  it('shows won whole, with thousands grouped', () => {
    expect(amountText({ point: '1500000.00', currency: 'KRW' }, won)).toBe('1,500,000원');
    expect(amountText({ point: '10000', currency: '' }, won)).toBe('10,000원');
  });

  it('shows a coin with its decimals and name', () => {
    expect(amountText({ point: '1234.5', currency: 'USDT' }, won)).toBe('1,234.5 USDT');
  });
});

describe('destinationText', () => {
  it('names a withdrawal’s bank account', () => {
    expect(
      destinationText({
        bankInfo: { bank: '국민은행', account: '123-456', holder: '홍길동' },
        address: null,
        tag: null,
      }),
    ).toBe('국민은행 123-456 홍길동');
  });

  it('shows a coin address with its tag, or alone', () => {
    expect(destinationText({ bankInfo: null, address: 'rXYZ', tag: '42' })).toBe('rXYZ (42)');
    expect(destinationText({ bankInfo: null, address: '0xabc', tag: null })).toBe('0xabc');
  });

  it('has nothing for a deposit', () => {
    expect(destinationText({ bankInfo: null, address: null, tag: null })).toBeNull();
  });
});
