import type { FuturesLeverage, FuturesLeverageRequest } from '@bx/contracts';
import { apiRequest, queryClient, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/leverage: the player's leverage of one option. */
export function setLeverage(request: FuturesLeverageRequest): Promise<FuturesLeverage> {
  return apiRequest<FuturesLeverage>('post', 'futures/order/leverage', { json: request });
}

/** The answer becomes the setting shown. */
export const useSetLeverageMutation = serverMutation({
  mutationFn: setLeverage,
  onSuccess: (set: FuturesLeverage, request: FuturesLeverageRequest) =>
    queryClient.setQueryData(futuresKeys.leverage(request.futuresOptionId), set),
});
