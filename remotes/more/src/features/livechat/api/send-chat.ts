import type { ChatMessage } from '@bx/contracts';
import { apiRequest, queryClient, useAction, useMe, withLine, type ChatPages } from '@bx/platform';
import { useCallback } from 'react';

import { chatKeys } from './get-chat-history';

/** POST /api/chat/send {content}: 1 to CHAT_MESSAGE_MAX characters; the server answers the stored line. */
export function sendChat(content: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>('post', 'chat/send', { json: { content } });
}

/** Sends a line and shows it at once (its push arrives too, and is kept once). */
export function useSendChat() {
  const userId = useMe()?.id ?? 0;
  const send = useCallback(
    async (content: string) => {
      const line = await sendChat(content);
      queryClient.setQueryData<ChatPages>(chatKeys.of(userId), (pages) => withLine(pages, line));
      return line;
    },
    [userId],
  );
  return useAction(send);
}
