import type { OverseaOrder } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/oversea/order/cancel_all: takes every resting order of the player off. */
export function cancelAllOrders(): Promise<OverseaOrder[]> {
  return apiRequest<OverseaOrder[]>('post', 'oversea/order/cancel_all', { json: {} });
}

/** Marks nothing stale: each cancelled order is pushed (ORDER_CANCEL), as a single cancel is. */
export const useCancelAllOrdersMutation = serverMutation({ mutationFn: cancelAllOrders });
