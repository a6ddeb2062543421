import type { OverseaPosition, OverseaTpslRequest } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/order/tpsl: the take-profit and stop-loss of a position, in ticks from its entry. */
export function setTpsl(request: OverseaTpslRequest): Promise<OverseaPosition> {
  return apiRequest<OverseaPosition>('post', 'oversea/order/tpsl', { json: request });
}

/** The answer is the position with the prices its ticks fire at. */
export const useSetTpslMutation = serverMutation({ mutationFn: setTpsl, onSuccess: replacePosition });
