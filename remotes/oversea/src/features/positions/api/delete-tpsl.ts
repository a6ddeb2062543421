import type { OverseaDeleteTpslRequest, OverseaPosition } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/order/delete-tpsl: clears a position's take-profit, stop-loss or both. */
export async function deleteTpsl(request: OverseaDeleteTpslRequest): Promise<OverseaPosition> {
  return replacePosition(
    await apiRequest<OverseaPosition>('post', 'oversea/order/delete-tpsl', { json: request }),
  );
}
