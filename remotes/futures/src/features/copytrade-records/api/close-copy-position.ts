import type { CopyCloseRequest, FuturesOrder } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * POST /api/futures/order/copytrade/close {futuresFollowerOrderId, futuresTraderOrderId}: the follower closes, at
 * market, the position a copy opened.
 */
export function closeCopyPosition(request: CopyCloseRequest): Promise<FuturesOrder> {
  return apiRequest<FuturesOrder>('post', 'futures/order/copytrade/close', { json: request });
}

/**
 * The position's and the order's events write the trading lists; what no push writes is the copy trading's own
 * (the record closed, the follow's figures).
 */
export const useCloseCopyPositionMutation = serverMutation({
  mutationFn: closeCopyPosition,
  invalidates: () => [futuresKeys.copyMine],
});
