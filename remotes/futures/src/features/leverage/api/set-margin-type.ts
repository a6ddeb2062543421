import type { FuturesLeverage, FuturesMarginTypeRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/margin_type: cross or isolated for one option (refused while anything is open). */
export async function setMarginType(request: FuturesMarginTypeRequest): Promise<FuturesLeverage> {
  const set = await apiRequest<FuturesLeverage>('post', 'futures/order/margin_type', { json: request });
  queryClient.setQueryData(futuresKeys.leverage(request.futuresOptionId), set);
  return set;
}
