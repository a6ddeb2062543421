import { describe, expect, it } from 'vitest';

import { formatShareRate, readShareRate } from './share-rate';

describe('share rates', () => {
  it('show as whole or decimal percentages without float noise', () => {
    expect(formatShareRate(0.3)).toBe('30%');
    expect(formatShareRate(0.125)).toBe('12.5%');
    expect(formatShareRate(0.07)).toBe('7%');
    expect(formatShareRate(0)).toBe('0%');
    expect(formatShareRate(1)).toBe('100%');
  });

  it('read a typed percentage up to the parent rate as the 0..1 the server takes', () => {
    expect(readShareRate('25', 0.3)).toEqual({ rate: 0.25 });
    expect(readShareRate(' 12.5 ', 0.3)).toEqual({ rate: 0.125 });
    expect(readShareRate('30', 0.3)).toEqual({ rate: 0.3 });
    expect(readShareRate('0', 0.3)).toEqual({ rate: 0 });
  });

  it('refuse a rate above the parent, a negative one, more than two decimals or no number, naming the limit', () => {
    const refused = { refusal: { code: 'PARTNER_RATE_RULE', parts: { max: '30' } } };
    expect(readShareRate('30.01', 0.3)).toEqual(refused);
    expect(readShareRate('-1', 0.3)).toEqual(refused);
    expect(readShareRate('1.234', 0.3)).toEqual(refused);
    expect(readShareRate('', 0.3)).toEqual(refused);
    expect(readShareRate('abc', 0.3)).toEqual(refused);
  });
});
