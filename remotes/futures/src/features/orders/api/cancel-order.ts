import type { FuturesOrder } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/cancel {id}: a resting order or a TP/SL order; the lists are asked again. */
export async function cancelOrder(id: number): Promise<FuturesOrder> {
  const cancelled = await apiRequest<FuturesOrder>('post', 'futures/order/cancel', { json: { id } });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.mine });
  return cancelled;
}
