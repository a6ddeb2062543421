import { describe, expect, it } from 'vitest';

import { couponRequest, couponState, seoulInputEpoch, seoulInputValue, type CouponForm } from './coupon-form';

const NOW = Date.UTC(2026, 10, 23, 21, 4, 5); // 2026-11-24 06:04:05 in Seoul

const form: CouponForm = {
  promoCode: ' welcome-2026 ',
  target: { walletType: 'MONEY' },
  point: '10,000',
  maxUses: '100',
  expiresAt: '2026-12-01T00:00',
};

describe('seoulInputValue / seoulInputEpoch', () => {
  it('shows and reads a time as Seoul wall time, nine hours ahead of UTC', () => {
    expect(seoulInputValue(NOW)).toBe('2026-11-24T06:04');
    expect(seoulInputEpoch('2026-11-24T06:04')).toBe(Date.UTC(2026, 10, 23, 21, 4));
    expect(seoulInputEpoch('2026-12-01T00:00:30')).toBe(Date.UTC(2026, 10, 30, 15, 0, 30));
  });

  it('refuses what is not a time of the calendar', () => {
    expect(seoulInputEpoch('')).toBeNull();
    expect(seoulInputEpoch('2026-02-30T10:00')).toBeNull();
    expect(seoulInputEpoch('2026-11-24 06:04')).toBeNull();
    expect(seoulInputEpoch('2026-11-24T25:00')).toBeNull();
  });
});

describe('couponRequest', () => {
  it('builds the request: the code upper-cased, the amount plain, the expiry in epoch ms', () => {
    expect(couponRequest(form, NOW)).toEqual({
      request: {
        promoCode: 'WELCOME-2026',
        walletType: 'MONEY',
        point: '10000',
        maxUses: 100,
        expiresAt: Date.UTC(2026, 10, 30, 15, 0),
      },
      problems: {},
    });
  });

  it('sends a currency for a coupon whose wallet the player picks', () => {
    const { request } = couponRequest({ ...form, target: { currency: 'USDT' }, point: '0.5' }, NOW);
    expect(request).toMatchObject({ currency: 'USDT', point: '0.5' });
    expect(request).not.toHaveProperty('walletType');
  });

  it('names every field that is wrong', () => {
    expect(
      couponRequest(
        { ...form, promoCode: 'a!', point: '1.5', maxUses: '0', expiresAt: '2026-11-24T06:00' },
        NOW,
      ).problems,
    ).toEqual({
      promoCode: 'OPS_PROMO_INVALID',
      point: 'OPS_AMOUNT_TOO_PRECISE',
      maxUses: 'OPS_USES_INVALID',
      expiresAt: 'OPS_EXPIRY_PAST',
    });
    expect(couponRequest({ ...form, point: '', expiresAt: '' }, NOW).problems).toEqual({
      point: 'OPS_AMOUNT_REQUIRED',
      expiresAt: 'OPS_EXPIRY_INVALID',
    });
    expect(couponRequest({ ...form, maxUses: '1000001' }, NOW).problems).toEqual({
      maxUses: 'OPS_USES_INVALID',
    });
  });
});

describe('couponState', () => {
  it('is expired past its time, used up at its limit, live otherwise', () => {
    expect(couponState({ uses: 0, maxUses: 1, expiresAt: NOW }, NOW)).toBe('EXPIRED');
    expect(couponState({ uses: 1, maxUses: 1, expiresAt: NOW + 1 }, NOW)).toBe('USED_UP');
    expect(couponState({ uses: 0, maxUses: 1, expiresAt: NOW + 1 }, NOW)).toBe('LIVE');
  });
});
