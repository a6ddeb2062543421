import { describe, expect, it } from 'vitest';

import { parseUnits } from '../../src/money/units.js';

describe('money units', () => {
  it('parses PostgreSQL numeric text beyond the float range exactly', () => {
    expect(parseUnits('99999999999999999999999999999999999999')).toBe(10n ** 38n - 1n);
    expect(parseUnits('-25')).toBe(-25n);
  });

  it('refuses text that is not a whole number of units', () => {
    expect(() => parseUnits('12.5')).toThrow(RangeError);
    expect(() => parseUnits('1e5')).toThrow(RangeError);
  });
});
