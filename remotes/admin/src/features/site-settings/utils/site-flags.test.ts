import { describe, expect, it } from 'vitest';

import { SWITCHABLE_FLAGS, withFlag } from './site-flags';

describe('withFlag', () => {
  it('switches one flag and keeps the others', () => {
    expect(withFlag('111111', 'binary', false)).toBe('111110');
    expect(withFlag('111110', 'binary', true)).toBe('111111');
    expect(withFlag('101101', 'overseas', false)).toBe('001101');
    expect(withFlag('101101', 'p2p', false)).toBe('100101');
  });

  it('leaves a flag that is already as asked unchanged', () => {
    expect(withFlag('100000', 'overseas', true)).toBe('100000');
  });

  it('always answers six characters of 0 and 1, whatever was stored', () => {
    expect(withFlag('11', 'binary', true)).toBe('110001');
    expect(withFlag('1x1111extra', 'futures', false)).toBe('101011');
    expect(withFlag('', 'powerBall', true)).toBe('000010');
  });
});

describe('SWITCHABLE_FLAGS', () => {
  it('leaves the unused position out and keeps the field order', () => {
    expect(SWITCHABLE_FLAGS).toEqual(['overseas', 'p2p', 'futures', 'powerBall', 'binary']);
  });
});
