import type { ChatHistory } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

export const CHAT_PAGE_SIZE = 50;

/** GET /api/admin/chat/history {playerId, beforeId?, size}: the newest lines, or those before `beforeId`. */
export function getChatHistory(playerId: number, beforeId: number | undefined): Promise<ChatHistory> {
  return apiRequest<ChatHistory>('get', 'admin/chat/history', {
    query: { playerId, beforeId, size: CHAT_PAGE_SIZE },
  });
}

/** One player's conversation, a page at a time going back. */
export function useChatHistory(playerId: number) {
  return useInfiniteQuery({
    queryKey: opsKeys.chatHistory(playerId),
    queryFn: ({ pageParam }) => getChatHistory(playerId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.content[0]?.id : undefined),
  });
}
