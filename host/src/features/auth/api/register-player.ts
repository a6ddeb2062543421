import type { Me, RegisterPlayerRequest } from '@bx/contracts';
import { apiRequest, currentSiteId } from '@bx/platform';

export function registerPlayer(request: Omit<RegisterPlayerRequest, 'siteInfoId'>): Promise<Me> {
  return apiRequest<Me>('post', 'player', { json: { ...request, siteInfoId: currentSiteId() }, auth: false });
}
