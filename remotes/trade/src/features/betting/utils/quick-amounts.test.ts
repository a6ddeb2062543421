import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import { addQuick, quickAmounts, quickBase } from './quick-amounts';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

describe('quick amounts', () => {
  it('reads +1만 to +50만 for a KRW option with a 5,000 minimum', () => {
    expect(quickAmounts('5000', '1000')).toEqual([
      { amount: 10_000, label: '+1만' },
      { amount: 50_000, label: '+5만' },
      { amount: 100_000, label: '+10만' },
      { amount: 500_000, label: '+50만' },
    ]);
  });

  it('writes the whole amounts on an English site', () => {
    onEnglishSite(() => {
      expect(quickAmounts('5000', '1000').map((quick) => quick.label)).toEqual([
        '+10,000',
        '+50,000',
        '+100,000',
        '+500,000',
      ]);
    });
  });

  it('scales down to a 5 USDT minimum in 1 USDT units', () => {
    expect(quickAmounts('5', '1').map((quick) => quick.label)).toEqual(['+10', '+50', '+100', '+500']);
  });

  it('keeps the base on the bet unit', () => {
    expect(quickBase('5', '3')).toBe(12);
    expect(quickBase('10', '10')).toBe(10);
    expect(quickBase('0.5', '0.5')).toBe(1);
  });

  it('adds to what is typed, starting from nothing', () => {
    expect(addQuick(null, 10)).toBe(10);
    expect(addQuick(25, 50)).toBe(75);
  });
});
