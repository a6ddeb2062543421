import type { FuturesOrder, FuturesOrderRequest } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/futures/order: an order of the form, or (with futuresPositionId) the close of a position at market. */
export function placeOrder(order: FuturesOrderRequest): Promise<FuturesOrder> {
  return apiRequest<FuturesOrder>('post', 'futures/order', { json: order });
}

/**
 * Marks nothing stale: the order's events write the resting lists, the positions and (on a fill) the history,
 * and /user/queue/cross the balance, so asking again would only repeat what the pushes already wrote (a lost
 * socket asks everything again once it is back). The % chips ask qty_per afresh when tapped.
 */
export const usePlaceOrderMutation = serverMutation({ mutationFn: placeOrder });
