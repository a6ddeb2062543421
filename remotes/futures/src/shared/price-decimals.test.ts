import { describe, expect, it } from 'vitest';

import { decimalsIn } from './price-decimals';

describe('decimalsIn', () => {
  it('takes the most decimals the server wrote, none for whole prices or none at all', () => {
    expect(decimalsIn('60000.10', null, '59999.5')).toBe(2);
    expect(decimalsIn('60000')).toBe(0);
    expect(decimalsIn(null)).toBe(0);
  });
});
