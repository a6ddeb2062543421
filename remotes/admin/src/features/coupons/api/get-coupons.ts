import type { DecimalString } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/** A promotion code of the site as GET /api/admin/coupon/list answers it (the server's CouponSchema). */
export interface AdminCoupon {
  id: number;
  promoCode: string;
  /** The wallet it pays into, or null when the player picks a wallet of `currency`. */
  wallet: string | null;
  currency: string;
  point: DecimalString;
  maxUses: number;
  uses: number;
  /** Epoch ms. */
  expiresAt: number;
}

/** GET /api/admin/coupon/list: the site's codes with how often each was used. */
export function getCoupons(): Promise<AdminCoupon[]> {
  return apiRequest<AdminCoupon[]>('get', 'admin/coupon/list');
}

export function useCoupons() {
  return useQuery({ queryKey: opsKeys.coupons, queryFn: getCoupons });
}
