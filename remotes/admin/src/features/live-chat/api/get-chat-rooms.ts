import type { ChatRoom } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

export const ROOMS_SIZE = 100;

/** GET /api/admin/chat/rooms {page, size}: the site's conversations, latest line first, with unread counts. */
export function getChatRooms(): Promise<ChatRoom[]> {
  return apiRequest<ChatRoom[]>('get', 'admin/chat/rooms', { query: { page: 1, size: ROOMS_SIZE } });
}

export function useChatRooms() {
  return useQuery({ queryKey: opsKeys.chatRooms, queryFn: getChatRooms });
}
