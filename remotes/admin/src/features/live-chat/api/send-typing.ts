import { apiRequest } from '@bx/platform';

/** POST /api/admin/chat/typing {playerId, typing}: tells the player whether an operator is writing; nothing stored. */
export function sendTyping(playerId: number, typing: boolean): Promise<null> {
  return apiRequest<null>('post', 'admin/chat/typing', { json: { playerId, typing } });
}
