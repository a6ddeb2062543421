import type { FuturesLeverage, FuturesMarginTypeRequest } from '@bx/contracts';
import { apiRequest, queryClient, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/futures/order/margin_type: cross or isolated for one option (refused while anything is open). */
export function setMarginType(request: FuturesMarginTypeRequest): Promise<FuturesLeverage> {
  return apiRequest<FuturesLeverage>('post', 'futures/order/margin_type', { json: request });
}

/** The answer becomes the setting shown. */
export const useSetMarginTypeMutation = serverMutation({
  mutationFn: setMarginType,
  onSuccess: (set: FuturesLeverage, request: FuturesMarginTypeRequest) =>
    queryClient.setQueryData(futuresKeys.leverage(request.futuresOptionId), set),
});
