import type { ChatHistory } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

export const CHAT_PAGE_SIZE = 50;

/** The player's live chat. Outside the messages' root: a new message or answer has nothing to do with it. */
export const chatKeys = { of: (userId: number) => ['more', 'chat', userId] as const };

/** GET /api/chat/history {beforeId, size}: the newest lines, or those before `beforeId`, oldest first. */
export function getChatHistory(beforeId: number | undefined): Promise<ChatHistory> {
  return apiRequest<ChatHistory>('get', 'chat/history', { query: { size: CHAT_PAGE_SIZE, beforeId } });
}

/**
 * The conversation, a page at a time going back. Asked again whenever the socket was down, so what the operator
 * wrote meanwhile shows (the platform marks every query stale after a reconnect).
 */
export function useChatHistory() {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: chatKeys.of(userId),
    queryFn: ({ pageParam }) => getChatHistory(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.content[0]?.id : undefined),
    enabled: userId !== 0,
  });
}
