import type { AdminPlayerPartnerRequest, AdminPlayerPartnerResult } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidatePlayer } from '../../../shared/player-access/invalidate-player';

/**
 * POST /api/admin/player/partner {playerId, partnerId | null}: attaches the player to a partner of the site, or
 * detaches them (404 PARTNER_NOT_FOUND for another site's partner). Answers the partner the player now has.
 */
export function setPlayerPartner(request: AdminPlayerPartnerRequest): Promise<AdminPlayerPartnerResult> {
  return apiRequest<AdminPlayerPartnerResult>('post', 'admin/player/partner', { json: request });
}

export function useSetPlayerPartner() {
  return useMutation({
    mutationFn: setPlayerPartner,
    onSettled: (_data, _error, sent) => invalidatePlayer(sent.playerId),
  });
}
