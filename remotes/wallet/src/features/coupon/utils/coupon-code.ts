import { type WalletTextCode } from '../../../shared/wallet-text';

/** What the server takes as a promotion code (schemas/dnw.ts PromoCode): 3 to 40 letters, digits, - and _. */
const PROMO_CODE = /^[0-9A-Za-z_-]{3,40}$/;

/** The code as typed, without the spaces a paste brings, upper-cased as the codes are printed. */
export function normalizeCouponCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Why a code cannot be sent: none typed, or not shaped like a code. */
export function couponCodeRefusal(code: string): WalletTextCode | null {
  if (code === '') return 'COUPON_CODE_EMPTY';
  return PROMO_CODE.test(code) ? null : 'COUPON_CODE_INVALID';
}
