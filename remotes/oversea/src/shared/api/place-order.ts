import type { OverseaOrder, OverseaOrderRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { overseaKeys } from '../oversea-keys';

/**
 * POST /api/oversea/order: a quick order in contracts, or (with overseaPositionId) the close of a position at
 * market. The player's lists are marked stale at once; the realtime events that follow write the details.
 */
export async function placeOrder(order: OverseaOrderRequest): Promise<OverseaOrder> {
  const placed = await apiRequest<OverseaOrder>('post', 'oversea/order', { json: order });
  void queryClient.invalidateQueries({ queryKey: overseaKeys.mine });
  return placed;
}
