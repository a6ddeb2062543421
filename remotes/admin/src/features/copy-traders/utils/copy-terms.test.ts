import { describe, expect, it } from 'vitest';

import { percentOf, termsOf } from './copy-terms';

describe('the copy-trader section’s inputs', () => {
  it('takes a whole percent from 0 to 100', () => {
    expect(['0', ' 25 ', '100'].map(percentOf)).toEqual([0, 25, 100]);
    expect(['', '101', '12.5', '-1', 'x'].map(percentOf)).toEqual([null, null, null, null, null]);
  });

  it('sends only the terms that changed, and refuses what the server would', () => {
    const current = { maxFollowers: 100, minBalance: '100' };
    expect(termsOf({ maxFollowers: '100', minBalance: '100.000' }, current)).toEqual({});
    expect(termsOf({ maxFollowers: '5', minBalance: '250.5' }, current)).toEqual({
      maxFollowers: 5,
      minBalance: '250.5',
    });
    expect(termsOf({ maxFollowers: '10001', minBalance: '1' }, current)).toBeNull();
    expect(termsOf({ maxFollowers: '5', minBalance: '1.1234567' }, current)).toBeNull();
  });
});
