import type { OverseaDeleteTpslRequest, OverseaPosition } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/order/delete-tpsl: clears a position's take-profit, stop-loss or both. */
export function deleteTpsl(request: OverseaDeleteTpslRequest): Promise<OverseaPosition> {
  return apiRequest<OverseaPosition>('post', 'oversea/order/delete-tpsl', { json: request });
}

/** The answer is the position as it now stands. */
export const useDeleteTpslMutation = serverMutation({ mutationFn: deleteTpsl, onSuccess: replacePosition });
