import type { OverseaPosition, OverseaTpslRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/order/tpsl: the take-profit and stop-loss of a position, in ticks from its entry. */
export async function setTpsl(request: OverseaTpslRequest): Promise<OverseaPosition> {
  return replacePosition(await apiRequest<OverseaPosition>('post', 'oversea/order/tpsl', { json: request }));
}
