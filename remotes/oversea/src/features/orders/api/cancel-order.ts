import type { OverseaOrder } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/oversea/order/cancel: takes one resting order off; the held margin comes back. */
export function cancelOrder(id: number): Promise<OverseaOrder> {
  return apiRequest<OverseaOrder>('post', 'oversea/order/cancel', { json: { id } });
}

/** Marks nothing stale: the ORDER_CANCEL push writes the order into the list. */
export const useCancelOrderMutation = serverMutation({ mutationFn: cancelOrder });
