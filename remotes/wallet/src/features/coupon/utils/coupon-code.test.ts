import { describe, expect, it } from 'vitest';

import { couponCodeRefusal, normalizeCouponCode } from './coupon-code';

describe('a coupon code', () => {
  it('is taken without spaces and upper-cased, as it is printed', () => {
    expect(normalizeCouponCode(' welcome-10 ')).toBe('WELCOME-10');
    expect(normalizeCouponCode('wel come')).toBe('WELCOME');
  });

  it('is refused empty or shaped unlike a code, before anything is sent', () => {
    expect(couponCodeRefusal('')).toBe('COUPON_CODE_EMPTY');
    expect(couponCodeRefusal('AB')).toBe('COUPON_CODE_INVALID');
    expect(couponCodeRefusal('쿠폰코드')).toBe('COUPON_CODE_INVALID');
    expect(couponCodeRefusal('A'.repeat(41))).toBe('COUPON_CODE_INVALID');
    expect(couponCodeRefusal('WELCOME_10')).toBeNull();
  });
});
