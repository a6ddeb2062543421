import type { BlockDevice } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidatePlayer } from './invalidate-player';

export interface PlayerAccessChange {
  playerId: number;
  status?: 'NORMAL' | 'DENY';
  /** The devices the player may not use ('' lets every device back in). */
  blockDevice?: BlockDevice | '';
}

/**
 * POST /api/admin/player/access {playerId, status?, blockDevice?}: blocks the player (DENY: their sessions end and
 * they cannot sign in) or lets them back in (NORMAL), or blocks some of their devices. Answers the access as it
 * now stands.
 */
export function setPlayerAccess(
  change: PlayerAccessChange,
): Promise<{ playerId: number; status: string; blockDevice: string }> {
  return apiRequest('post', 'admin/player/access', { json: change });
}

export function useSetPlayerAccess() {
  return useMutation({
    mutationFn: setPlayerAccess,
    onSettled: (_data, _error, sent) => invalidatePlayer(sent.playerId),
  });
}
