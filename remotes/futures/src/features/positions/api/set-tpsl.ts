import type { FuturesPosition, FuturesTpslRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

import { replacePosition } from './replace-position';

/** POST /api/futures/order/tpsl: a position's take-profit and stop-loss prices (null clears that side). */
export async function setTpsl(request: FuturesTpslRequest): Promise<FuturesPosition> {
  const position = replacePosition(
    await apiRequest<FuturesPosition>('post', 'futures/order/tpsl', { json: request }),
  );
  // The TP/SL orders list holds the orders this placed or replaced.
  void queryClient.invalidateQueries({ queryKey: futuresKeys.tpslOrders });
  return position;
}
