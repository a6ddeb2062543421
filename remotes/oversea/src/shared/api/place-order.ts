import type { OverseaOrder, OverseaOrderRequest, OverseaPosition } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

/** POST /api/oversea/order: a quick order in contracts, or (with overseaPositionId) the close of a position. */
export function placeOrder(order: OverseaOrderRequest): Promise<OverseaOrder> {
  return apiRequest<OverseaOrder>('post', 'oversea/order', { json: order });
}

/** The order that closes a position at market: against it, naming it, for its whole size. */
export const closeOrderOf = (position: OverseaPosition): OverseaOrderRequest => ({
  overseaOptionId: position.overseaOptionId,
  marketType: 'MARKET',
  tradeType: position.side === 'LONG' ? 'S' : 'B',
  overseaPositionId: position.id,
});

/** Every position closed at market at once; the first refusal, if any, is the answer. */
export async function closePositions(positions: readonly OverseaPosition[]): Promise<OverseaOrder[]> {
  const results = await Promise.allSettled(positions.map((position) => placeOrder(closeOrderOf(position))));
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/**
 * Marks nothing stale: the order's events write the open orders and the positions, /user/queue/cross the
 * balance (a lost socket asks everything again once it is back).
 */
export const usePlaceOrderMutation = serverMutation({ mutationFn: placeOrder });
export const useClosePositionsMutation = serverMutation({ mutationFn: closePositions });
