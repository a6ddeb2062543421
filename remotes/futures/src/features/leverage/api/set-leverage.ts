import type { FuturesLeverage, FuturesLeverageRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/leverage: the player's leverage of one option; the answer becomes the setting shown. */
export async function setLeverage(request: FuturesLeverageRequest): Promise<FuturesLeverage> {
  const set = await apiRequest<FuturesLeverage>('post', 'futures/order/leverage', { json: request });
  queryClient.setQueryData(futuresKeys.leverage(request.futuresOptionId), set);
  return set;
}
