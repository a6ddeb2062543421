import { USER_QUEUES, type ChatEvent } from '@bx/contracts';
import { apiRequest, queryClient, useMe, useSocketStatus, useSubscription } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { CHAT_ROLES } from '../../../shared/chat-roles';

interface ChatUnread {
  unread: number;
}

/** GET /api/chat/unread: how many of the operator's lines the player has not read. */
export function getChatUnread(): Promise<ChatUnread> {
  return apiRequest<ChatUnread>('get', 'chat/unread');
}

export const chatUnreadKeys = { of: (userId: number) => ['more', 'chat', 'unread', userId] as const };

/** The player has read the chat (on its screen, or in another tab): nothing of the operator's is unread. */
export function clearChatUnread(userId: number): void {
  queryClient.setQueryData<ChatUnread>(chatUnreadKeys.of(userId), { unread: 0 });
}

/**
 * The operator's unread lines, kept live while shown: a line pushed on /user/queue/chat adds one, and the
 * player's read mark clears them. Asked once the socket is connected, so the queue is already subscribed and no
 * line falls between the count and the pushes; asked again whenever the socket was down (every query is marked
 * stale then). Only players and traders have a chat.
 */
export function useChatUnread(): number {
  const me = useMe();
  // A partner or an operator has no chat of its own: nothing to count, nothing to hear.
  const userId = me !== null && CHAT_ROLES.includes(me.role) ? me.id : 0;
  const connected = useSocketStatus() === 'connected';
  const { data } = useQuery({
    queryKey: chatUnreadKeys.of(userId),
    queryFn: getChatUnread,
    enabled: userId !== 0 && connected,
  });
  useSubscription(userId === 0 ? null : USER_QUEUES.chat, (body) => {
    const event = body as ChatEvent;
    if (event.type === 'CHAT_MESSAGE' && event.data.sender === 'OPERATOR') {
      queryClient.setQueryData<ChatUnread>(chatUnreadKeys.of(userId), (count) =>
        count === undefined ? count : { unread: count.unread + 1 },
      );
    } else if (event.type === 'CHAT_READ' && event.data.reader === 'PLAYER') {
      clearChatUnread(userId);
    }
  });
  return data?.unread ?? 0;
}
