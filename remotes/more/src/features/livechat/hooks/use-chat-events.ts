import { USER_QUEUES, type ChatEvent, type ChatMessage } from '@bx/contracts';
import { queryClient, useMe, useSubscription, withLine, withRead, type ChatPages } from '@bx/platform';
import { useEffect, useRef, useState } from 'react';

import { chatKeys } from '../api/get-chat-history';
import { clearChatUnread } from '../api/get-chat-unread';
import { readChat } from '../api/read-chat';

type Change = (pages: ChatPages | undefined) => ChatPages | undefined;

function updateChat(userId: number, change: Change): void {
  queryClient.setQueryData<ChatPages>(chatKeys.of(userId), change);
}

/** An operator whose "stopped typing" never came (closed console, lost socket) stops showing as typing. */
const TYPING_SHOWN_MS = 6000;

/**
 * While the chat is on screen: lines and read marks pushed on /user/queue/chat go into the loaded history, the
 * operator's typing shows, and the operator's unread lines are reported read (they are being looked at).
 */
export function useChatEvents(lines: ChatMessage[]): { operatorTyping: boolean } {
  const userId = useMe()?.id ?? 0;
  const [operatorTyping, setOperatorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const update = (change: Change) => updateChat(userId, change);

  useSubscription(USER_QUEUES.chat, (body) => {
    const event = body as ChatEvent;
    if (event.type === 'CHAT_MESSAGE') {
      update((pages) => withLine(pages, event.data));
      if (event.data.sender === 'OPERATOR') setOperatorTyping(false);
    } else if (event.type === 'CHAT_READ' && event.data.reader === 'OPERATOR') {
      update((pages) => withRead(pages, 'PLAYER', event.data.upTo, Date.now()));
    } else if (event.type === 'CHAT_TYPING' && event.data.sender === 'OPERATOR') {
      clearTimeout(typingTimer.current);
      setOperatorTyping(event.data.typing);
      if (event.data.typing)
        typingTimer.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
    }
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const unreadUpTo = Math.max(
    0,
    ...lines.filter((l) => l.sender === 'OPERATOR' && l.readAt === null).map((l) => l.id),
  );
  const reported = useRef(0);
  useEffect(() => {
    if (unreadUpTo <= reported.current) return;
    reported.current = unreadUpTo;
    // A failed report leaves the lines unread for the operators; the next line or visit reports them again.
    readChat()
      .then(({ upTo }) => {
        updateChat(userId, (pages) => withRead(pages, 'OPERATOR', upTo, Date.now()));
        // The menu's live chat badge is back to nothing for when the player returns to it.
        clearChatUnread(userId);
      })
      .catch(() => {
        reported.current = 0;
      });
  }, [unreadUpTo, userId]);

  return { operatorTyping };
}
