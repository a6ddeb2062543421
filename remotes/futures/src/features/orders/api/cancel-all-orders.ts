import type { FuturesOrder } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/cancel_all: every resting order of the player (of one contract when named). */
export async function cancelAllOrders(futuresOptionId?: number): Promise<FuturesOrder[]> {
  const cancelled = await apiRequest<FuturesOrder[]>('post', 'futures/order/cancel_all', {
    json: futuresOptionId === undefined ? {} : { futuresOptionId },
  });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.mine });
  return cancelled;
}
