import { apiRequest } from '@bx/platform';

/** POST /api/admin/chat/read {playerId}: the player's lines so far count as read (the player sees it at once). */
export function readChat(playerId: number): Promise<{ upTo: number }> {
  return apiRequest<{ upTo: number }>('post', 'admin/chat/read', { json: { playerId } });
}
