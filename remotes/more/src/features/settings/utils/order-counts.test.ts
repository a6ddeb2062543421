import { describe, expect, it } from 'vitest';

import { orderCountsText, parseOrderCounts, parsePercent } from './order-counts';

describe('parseOrderCounts', () => {
  it('reads whole numbers separated by commas, spaces allowed', () => {
    expect(parseOrderCounts(' 1, 3,5 ,10')).toEqual([1, 3, 5, 10]);
    expect(parseOrderCounts('7')).toEqual([7]);
  });

  it('refuses zero, negatives, decimals, empty parts and words', () => {
    for (const text of ['0,1', '-1', '1.5', '1,,2', '', 'a,b']) expect(parseOrderCounts(text)).toBeNull();
  });

  it('refuses more buttons than fit a row, and counts beyond the limit', () => {
    expect(parseOrderCounts('1,2,3,4,5,6,7')).toBeNull();
    expect(parseOrderCounts('1000001')).toBeNull();
  });

  it('writes counts back the way they are read', () => {
    expect(parseOrderCounts(orderCountsText([2, 4, 8]))).toEqual([2, 4, 8]);
  });
});

describe('parsePercent', () => {
  it('takes 1 to 1000 with up to two decimals', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('1001')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });
});
