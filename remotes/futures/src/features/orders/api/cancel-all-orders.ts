import type { FuturesOrder } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/futures/order/cancel_all: every resting order of the player (of one contract when named). */
export function cancelAllOrders(futuresOptionId?: number): Promise<FuturesOrder[]> {
  return apiRequest<FuturesOrder[]>('post', 'futures/order/cancel_all', {
    json: futuresOptionId === undefined ? {} : { futuresOptionId },
  });
}

/** Marks nothing stale: each cancelled order is pushed (ORDER_CANCEL), as a single cancel is. */
export const useCancelAllOrdersMutation = serverMutation({ mutationFn: cancelAllOrders });
