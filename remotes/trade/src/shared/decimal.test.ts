import { describe, expect, it } from 'vitest';

import { compareDecimal, fromScaled, multiplyDown, toScaled } from './decimal';

describe('decimal strings', () => {
  it('round-trips through scaled integers without losing a digit', () => {
    expect(toScaled('9995.5', 6)).toBe(9_995_500_000n);
    expect(fromScaled(9_995_500_000n, 6)).toBe('9995.5');
    expect(fromScaled(toScaled('123456789012345678.25', 2), 2)).toBe('123456789012345678.25');
  });

  it('compares values of different scales', () => {
    expect(compareDecimal('5', '5.000')).toBe(0);
    expect(compareDecimal('4.99', '5')).toBe(-1);
    expect(compareDecimal('10000', '9999.999999')).toBe(1);
  });

  it('pays stake x rate rounded toward zero', () => {
    expect(multiplyDown('7', '1.9')).toBe('13');
    expect(multiplyDown('7', '1.9', 6)).toBe('13.3');
    expect(multiplyDown('0.000001', '1.95', 6)).toBe('0.000001');
  });
});
