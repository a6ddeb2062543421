import type { OverseaOrder } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { overseaKeys } from '../../../shared/oversea-keys';

/** POST /api/oversea/order/cancel_all: takes every resting order of the player off. */
export async function cancelAllOrders(): Promise<OverseaOrder[]> {
  const cancelled = await apiRequest<OverseaOrder[]>('post', 'oversea/order/cancel_all', { json: {} });
  void queryClient.invalidateQueries({ queryKey: overseaKeys.orders });
  return cancelled;
}
