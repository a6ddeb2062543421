import type { OverseaCross } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

/** GET /api/oversea/cross: the account as the engine's cross push tells it, for the screen's first draw. */
export function getCross(): Promise<OverseaCross> {
  return apiRequest<OverseaCross>('get', 'oversea/cross');
}
