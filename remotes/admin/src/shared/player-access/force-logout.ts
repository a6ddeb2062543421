import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidatePlayer } from './invalidate-player';

/** POST /api/admin/force_logout {playerId}: ends every session of the player; answers how many there were. */
export function forceLogout(playerId: number): Promise<{ revoked: number }> {
  return apiRequest<{ revoked: number }>('post', 'admin/force_logout', { json: { playerId } });
}

export function useForceLogout() {
  return useMutation({
    mutationFn: forceLogout,
    onSettled: (_data, _error, playerId) => invalidatePlayer(playerId),
  });
}
