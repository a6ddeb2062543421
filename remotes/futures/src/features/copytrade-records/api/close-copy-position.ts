import type { CopyCloseRequest, FuturesOrder } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * POST /api/futures/order/copytrade/close {futuresFollowerOrderId, futuresTraderOrderId}: the follower closes, at
 * market, the position a copy opened. The player's lists are marked stale; the position's events follow.
 */
export async function closeCopyPosition(request: CopyCloseRequest): Promise<FuturesOrder> {
  const order = await apiRequest<FuturesOrder>('post', 'futures/order/copytrade/close', { json: request });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.mine });
  return order;
}
