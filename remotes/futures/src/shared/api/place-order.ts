import type { FuturesOrder, FuturesOrderRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../futures-keys';

/**
 * POST /api/futures/order: an order of the form, or (with futuresPositionId) the close of a position at market.
 * The player's lists are marked stale at once; the realtime events that follow write the details.
 */
export async function placeOrder(order: FuturesOrderRequest): Promise<FuturesOrder> {
  const placed = await apiRequest<FuturesOrder>('post', 'futures/order', { json: order });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.mine });
  return placed;
}
