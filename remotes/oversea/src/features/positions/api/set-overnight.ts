import type { OverseaOvernightRequest, OverseaPosition } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/overnight: keeps a position past the session's end, or no longer. */
export async function setOvernight(request: OverseaOvernightRequest): Promise<OverseaPosition> {
  return replacePosition(await apiRequest<OverseaPosition>('post', 'oversea/overnight', { json: request }));
}
