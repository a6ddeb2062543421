import type { Message, Page } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

/** The player's messages from the operator, newest first. */
export function getMessages(page = 1, size = 20): Promise<Page<Message>> {
  return apiRequest<Page<Message>>('get', 'message/list', { query: { page, size } });
}
