import { describe, expect, it } from 'vitest';

import { dnwAmountText } from './dnw-amount';

describe("a history row's amount", () => {
  it('is written in the currency of the row', () => {
    expect(dnwAmountText({ point: '1', currency: 'USDT' })).toBe('1 USDT');
    expect(dnwAmountText({ point: '12345.5', currency: 'USDT' })).toBe('12,345.5 USDT');
    expect(dnwAmountText({ point: '0.12345678', currency: 'BTC' })).toBe('0.12345678 BTC');
    expect(dnwAmountText({ point: '1000000', currency: 'KRW' })).toBe('1,000,000 원');
  });
});
