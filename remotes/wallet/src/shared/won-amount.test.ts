import { describe, expect, it } from 'vitest';

import { MAX_AMOUNT } from './coin-units';
import { QUICK_AMOUNTS, addQuick, quickLabelParts, toPoint, wonText } from './won-amount';
import { WALLET_TEXTS } from '@bx/wallet-messages';

const fill = (text: string, parts: Record<string, string>) =>
  Object.entries(parts).reduce((filled, [name, value]) => filled.replaceAll(`{${name}}`, value), text);

describe('the quick buttons', () => {
  it('read +1만 to +100만 in Korean and +10K to +1M in English', () => {
    const { ko, en } = WALLET_TEXTS.DNW_QUICK_ADD;
    expect(QUICK_AMOUNTS.map((amount) => fill(ko, quickLabelParts(amount)))).toEqual([
      '+1만',
      '+5만',
      '+10만',
      '+100만',
    ]);
    expect(QUICK_AMOUNTS.map((amount) => fill(en, quickLabelParts(amount)))).toEqual([
      '+10K',
      '+50K',
      '+100K',
      '+1M',
    ]);
  });

  it('write an amount that is no whole thousand in full', () => {
    expect(quickLabelParts(1_500)).toEqual({ count: '0.15', short: '1,500' });
  });

  it('add to what is typed, start from nothing, and stop at the largest amount the server takes', () => {
    expect(addQuick(null, 10_000)).toBe(10_000);
    expect(addQuick(20_000, 50_000)).toBe(70_000);
    expect(addQuick(MAX_AMOUNT - 5_000, 10_000)).toBe(MAX_AMOUNT);
  });

  it("stop at the site's largest single request", () => {
    expect(addQuick(99_500_000, 1_000_000, 100_000_000)).toBe(100_000_000);
    expect(addQuick(null, 1_000_000, 500_000)).toBe(500_000);
  });
});

describe('amounts on their way to the server and the screen', () => {
  it('are whole won as digits, even past a million million', () => {
    expect(toPoint(50_000)).toBe('50000');
    expect(toPoint(MAX_AMOUNT)).toBe('999999999999999');
    expect(toPoint(1e21)).toBe('1000000000000000000000');
  });

  it('show thousands commas without decimals', () => {
    expect(wonText(30_000)).toBe('30,000');
    expect(wonText('10000000')).toBe('10,000,000');
    expect(wonText('9970000.00')).toBe('9,970,000');
  });
});
