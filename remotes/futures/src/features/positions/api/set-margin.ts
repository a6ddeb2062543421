import type { FuturesMarginRequest, FuturesPosition } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

import { replacePosition } from './replace-position';

/** POST /api/futures/order/margin: USDT added to an isolated position, or taken back from it. */
export function setMargin(request: FuturesMarginRequest): Promise<FuturesPosition> {
  return apiRequest<FuturesPosition>('post', 'futures/order/margin', { json: request });
}

/** The answer is the position as it now stands; the free balance it moved is asked again. */
export const useSetMarginMutation = serverMutation({
  mutationFn: setMargin,
  onSuccess: replacePosition,
  invalidates: () => [futuresKeys.cross],
});
