import type { FuturesOrder } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/futures/order/cancel {id}: a resting order or a TP/SL order. */
export function cancelOrder(id: number): Promise<FuturesOrder> {
  return apiRequest<FuturesOrder>('post', 'futures/order/cancel', { json: { id } });
}

/** Marks nothing stale: the ORDER_CANCEL push takes the order off its list and marks the history stale. */
export const useCancelOrderMutation = serverMutation({ mutationFn: cancelOrder });
