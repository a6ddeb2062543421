import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';
import { opsKeys } from '../../../shared/admin-ops-query-keys';
import type { CouponRequest } from '../utils/coupon-form';

import type { AdminCoupon } from './get-coupons';

/**
 * POST /api/admin/coupon {promoCode, walletType?|currency?, point, maxUses, expiresAt}: a new code of the site (409
 * COUPON_EXISTS for one it has).
 */
export function createCoupon(request: CouponRequest): Promise<AdminCoupon> {
  return apiRequest<AdminCoupon>('post', 'admin/coupon', { json: request });
}

export function useCreateCoupon() {
  return useMutation({
    mutationFn: createCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsKeys.coupons }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
