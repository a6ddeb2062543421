import type { OverseaOrder } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { overseaKeys } from '../../../shared/oversea-keys';

/** POST /api/oversea/order/cancel: takes one resting order off; the held margin comes back. */
export async function cancelOrder(id: number): Promise<OverseaOrder> {
  const cancelled = await apiRequest<OverseaOrder>('post', 'oversea/order/cancel', { json: { id } });
  void queryClient.invalidateQueries({ queryKey: overseaKeys.orders });
  return cancelled;
}
