import type { DnwHistory } from '@bx/contracts';
import { apiRequest, refreshMe, serverMutation } from '@bx/platform';

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

/**
 * The player's money requests are asked again. The server pushes the wallet's balance too; `me` is re-read as
 * well, for a socket that is reconnecting (a failed re-read leaves the push to tell it).
 */
export const useRedeemCouponMutation = serverMutation({
  mutationFn: redeemCoupon,
  onSuccess: () => void refreshMe().catch(() => undefined),
  invalidates: () => [walletKeys.dnwAll],
});
