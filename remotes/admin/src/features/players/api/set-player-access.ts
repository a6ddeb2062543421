import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export interface PlayerAccess {
  playerId: number;
  status: 'NORMAL' | 'DENY';
}

/**
 * POST /api/admin/player/access {playerId, status}: blocks a player (DENY: their sessions end and they cannot
 * log in) or lifts the block (NORMAL). Answers the player's access as it now stands.
 */
export function setPlayerAccess(access: PlayerAccess): Promise<PlayerAccess & { blockDevice: string }> {
  return apiRequest('post', 'admin/player/access', { json: access });
}

export function useSetPlayerAccess() {
  return useMutation({
    mutationFn: setPlayerAccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.playersAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
