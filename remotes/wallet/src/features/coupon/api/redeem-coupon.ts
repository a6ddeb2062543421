import type { DnwHistory } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

export interface UseCouponRequest {
  /** Letters, digits, - and _; the server ignores case. */
  promoCode: string;
  /** MONEY or a wallet type: where the bonus lands. */
  walletType: string;
}

/**
 * POST /api/coupon/use {promoCode, walletType} (the spec's): the code's bonus, once per player, booked at once as
 * a PB row (DONE); the server pushes the wallet it went into.
 */
export function redeemCoupon(request: UseCouponRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'coupon/use', { json: request });
}

/** The player's money requests are asked again (the wallet's balance comes by its push). */
export const useRedeemCouponMutation = serverMutation({
  mutationFn: redeemCoupon,
  invalidates: () => [walletKeys.dnwAll],
});
