import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';
import { opsKeys } from '../../../shared/admin-ops-query-keys';

import type { AdminCoupon } from './get-coupons';

/** POST /api/admin/coupon/expire {promoCode}: ends a code now (players get COUPON_EXPIRED); what it granted stays. */
export function expireCoupon(promoCode: string): Promise<AdminCoupon> {
  return apiRequest<AdminCoupon>('post', 'admin/coupon/expire', { json: { promoCode } });
}

export function useExpireCoupon() {
  return useMutation({
    mutationFn: expireCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsKeys.coupons }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
