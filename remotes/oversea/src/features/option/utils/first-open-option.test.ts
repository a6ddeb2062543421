import type { OverseaOption } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { firstOpenOption, othersOpen } from './first-open-option';

const option = (id: number, isRest: boolean): OverseaOption => ({
  id,
  stock: `S${id}`,
  koName: `S${id}`,
  precision: 2,
  lastPrice: '1',
  priceChangePercent: '0',
  isRest,
});

describe('firstOpenOption', () => {
  it('skips the resting markets', () => {
    expect(firstOpenOption([option(1, true), option(2, false), option(3, false)])?.id).toBe(2);
  });

  it('opens the first option when every market rests, and nothing when none is listed', () => {
    expect(firstOpenOption([option(4, true), option(5, true)])?.id).toBe(4);
    expect(firstOpenOption([])).toBeUndefined();
  });
});

describe('othersOpen', () => {
  it('looks past the closed option for one still trading', () => {
    expect(othersOpen([option(1, false), option(2, false)], 1)).toBe(true);
    expect(othersOpen([option(1, false), option(2, true)], 1)).toBe(false);
    expect(othersOpen([option(1, false)], 1)).toBe(false);
  });
});
