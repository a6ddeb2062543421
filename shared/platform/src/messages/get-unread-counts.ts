import type { UnreadCounts } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

export function getUnreadCounts(): Promise<UnreadCounts> {
  return apiRequest<UnreadCounts>('get', 'message/my_unread_count');
}
