import type { FuturesBracket } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { bracketCap } from './bracket-cap';

const bracket = (notionalCap: string, maxLeverage: number): FuturesBracket => ({
  notionalCap,
  maxLeverage,
  mmr: '0.004',
  cum: '0',
});

const brackets = [
  bracket('50000', 125),
  bracket('250000', 100),
  bracket('1000000', 50),
  bracket('5000000', 20),
];

describe('bracketCap', () => {
  it('is the cap of the largest bracket that still allows the leverage', () => {
    expect(bracketCap(brackets, 125)).toBe('50000');
    expect(bracketCap(brackets, 75)).toBe('250000');
    expect(bracketCap(brackets, 50)).toBe('1000000');
    expect(bracketCap(brackets, 10)).toBe('5000000');
  });

  it('is null past every bracket', () => {
    expect(bracketCap(brackets, 150)).toBeNull();
  });
});
