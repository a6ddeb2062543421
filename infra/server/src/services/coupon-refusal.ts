import { DomainError } from '../errors/domain-error.js';

export type CouponRefusalCode =
  | 'WALLET_UNSUPPORTED'
  | 'COUPON_WALLET_MISMATCH'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_EXPIRED'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_EXHAUSTED';

/** A promotion code refused; COUPON_WALLET_MISMATCH names the wallets that would take it (`parts.wallets`). */
export class CouponRefusal extends DomainError<CouponRefusalCode> {}
