import type { FuturesPosition, FuturesTpslRequest } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

import { replacePosition } from './replace-position';

/** POST /api/futures/order/tpsl: a position's take-profit and stop-loss prices (null clears that side). */
export function setTpsl(request: FuturesTpslRequest): Promise<FuturesPosition> {
  return apiRequest<FuturesPosition>('post', 'futures/order/tpsl', { json: request });
}

/** The answer is the position with its TP/SL; the TP/SL orders list holds the orders this placed or replaced. */
export const useSetTpslMutation = serverMutation({
  mutationFn: setTpsl,
  onSuccess: replacePosition,
  invalidates: () => [futuresKeys.tpslOrders],
});
