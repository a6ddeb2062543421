import { apiRequest } from '@bx/platform';

/** POST /api/chat/typing {typing}: tells the operators whether the player is writing; nothing is stored. */
export function sendTyping(typing: boolean): Promise<null> {
  return apiRequest<null>('post', 'chat/typing', { json: { typing } });
}
