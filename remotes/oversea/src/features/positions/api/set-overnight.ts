import type { OverseaOvernightRequest, OverseaPosition } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { replacePosition } from './replace-position';

/** POST /api/oversea/overnight: keeps a position past the session's end, or no longer. */
export function setOvernight(request: OverseaOvernightRequest): Promise<OverseaPosition> {
  return apiRequest<OverseaPosition>('post', 'oversea/overnight', { json: request });
}

/** The answer is the position as it now stands (the box follows it). */
export const useSetOvernightMutation = serverMutation({
  mutationFn: setOvernight,
  onSuccess: replacePosition,
});
