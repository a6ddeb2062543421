import { USER_QUEUES, type ChatEvent, type ChatRoom } from '@bx/contracts';
import { queryClient, useSubscription, withLine, withRead, type ChatPages } from '@bx/platform';
import { useEffect, useRef, useState } from 'react';

import { opsKeys } from '../../../shared/admin-ops-query-keys';
import { withRoomLine, withRoomRead } from '../utils/chat-rooms';

/** A player whose "stopped typing" never came (closed page, lost socket) stops showing as typing. */
const TYPING_SHOWN_MS = 6000;

/**
 * While the chat console is on screen: every chat of the site is heard on /user/queue/chat_ops (the operators'
 * queue). A new line goes into its room's loaded history and moves the room up (a room not listed yet makes the
 * list be asked again); a read mark shows on the lines; the open room's player typing shows. Returns the player
 * typing in the open room.
 */
export function useOpsChatEvents(openPlayerId: number | null): { playerTyping: boolean } {
  const [typingOf, setTypingOf] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useSubscription(USER_QUEUES.chatOps, (body) => {
    const event = body as ChatEvent;
    if (event.type === 'CHAT_MESSAGE') {
      const line = event.data;
      queryClient.setQueryData<ChatPages>(opsKeys.chatHistory(line.playerId), (pages) =>
        withLine(pages, line),
      );
      const rooms = queryClient.getQueryData<ChatRoom[]>(opsKeys.chatRooms);
      const next = rooms && withRoomLine(rooms, line, openPlayerId);
      if (next) queryClient.setQueryData(opsKeys.chatRooms, next);
      else void queryClient.invalidateQueries({ queryKey: opsKeys.chatRooms });
      if (line.sender === 'PLAYER' && line.playerId === typingOf) setTypingOf(null);
    } else if (event.type === 'CHAT_READ') {
      const { playerId, reader, upTo } = event.data;
      const writer = reader === 'PLAYER' ? 'OPERATOR' : 'PLAYER';
      queryClient.setQueryData<ChatPages>(opsKeys.chatHistory(playerId), (pages) =>
        withRead(pages, writer, upTo, Date.now()),
      );
      if (reader === 'OPERATOR')
        queryClient.setQueryData<ChatRoom[]>(
          opsKeys.chatRooms,
          (rooms) => rooms && withRoomRead(rooms, playerId),
        );
    } else if (event.type === 'CHAT_TYPING' && event.data.sender === 'PLAYER') {
      clearTimeout(timer.current);
      setTypingOf(event.data.typing ? event.data.playerId : null);
      if (event.data.typing) timer.current = setTimeout(() => setTypingOf(null), TYPING_SHOWN_MS);
    }
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return { playerTyping: openPlayerId !== null && typingOf === openPlayerId };
}
