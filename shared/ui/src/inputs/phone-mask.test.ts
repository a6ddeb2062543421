import { describe, expect, it } from 'vitest';

import { formatPhone, isWholePhone, phoneDigits } from './phone-mask';

describe('formatPhone', () => {
  it('masks Seoul numbers as ##-###-#### or ##-####-####', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
  });

  it('masks other numbers as ###-###-#### or ###-####-####', () => {
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('masks a number still being typed', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-123-4');
    expect(formatPhone('0212')).toBe('02-12');
  });

  it('reads digits out of text that is already masked or has spaces', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('02-123-4567')).toBe('02-123-4567');
  });

  it('stops at the longest number for its area code', () => {
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
    expect(formatPhone('02123456789')).toBe('02-1234-5678');
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits of a masked number', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
  });
});

describe('isWholePhone', () => {
  it('takes 10 or 11 digits for a mobile number and 9 or 10 for Seoul, and nothing shorter', () => {
    expect(
      ['01012345678', '0111234567', '021234567', '0212345678'].every((digits) => isWholePhone(digits)),
    ).toBe(true);
    expect(['0101234567'.slice(0, 9), '010123', '02123456', ''].some((digits) => isWholePhone(digits))).toBe(
      false,
    );
  });
});
