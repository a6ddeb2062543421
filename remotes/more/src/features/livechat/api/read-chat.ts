import { apiRequest } from '@bx/platform';

/** POST /api/chat/read: the operator's lines so far count as read (the operators see it at once). */
export function readChat(): Promise<{ upTo: number }> {
  return apiRequest<{ upTo: number }>('post', 'chat/read');
}
