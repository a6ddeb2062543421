import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatRoom, formatKstDateTime } from '@bx/contracts';

import {
  problemText,
  queryClient,
  queryState,
  linesOf,
  withRead,
  type ChatPages,
  useTypingReport,
} from '@bx/platform';

import { Button, ChatBubble, ChatSendBox, FailurePanel, FormMessage, Loader } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

import { useChatHistory } from '../api/get-chat-history';

import { readChat } from '../api/read-chat';

import { sendTyping } from '../api/send-typing';

import { useSendChat } from '../api/send-chat';

import { unreadPlayerUpTo, withRoomRead } from '../utils/chat-rooms';

import { adminText } from '../../../shared/admin-text';

/**
 * One player's conversation: the history (older pages on demand), the player typing, and the send box (Enter
 * sends, Shift+Enter a new line). The player's unread lines are reported read while the room is open.
 */
export function ChatRoomView({
  playerId,
  name,
  playerTyping,
}: {
  playerId: number;
  name: string;
  playerTyping: boolean;
}) {
  const theme = useTheme();
  const history = useChatHistory(playerId);
  const state = queryState(history);
  const lines = linesOf(history.data);
  const send = useSendChat();
  const sendTypingHere = useCallback((typing: boolean) => sendTyping(playerId, typing), [playerId]);
  const reportTyping = useTypingReport(sendTypingHere);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const newestId = lines.at(-1)?.id;
  // Braces on purpose: newer Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId, playerTyping]);

  useReadReport(playerId, unreadPlayerUpTo(lines));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '') return;
    if (content.length > CHAT_MESSAGE_MAX)
      return setProblem(adminText('OPS_CHAT_TOO_LONG', { max: CHAT_MESSAGE_MAX }));
    setProblem(null);
    reportTyping('');
    send.mutate(
      { playerId, content },
      { onSuccess: () => setText(''), onError: (error) => setProblem(problemText(error)) },
    );
  };

  return (
    <section
      aria-label={adminText('OPS_CHAT_WITH', { name })}
      css={{ display: 'grid', gap: 12, minWidth: 0 }}
    >
      {state.status === 'loading' ? <Loader label={adminText('ADM_LOADING')} /> : null}
      {state.status === 'failed' ? (
        <FailurePanel message={problemText(history.error)} onRetry={state.retry} />
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="plain"
          size="small"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {adminText('OPS_CHAT_OLDER')}
        </Button>
      ) : null}
      {state.status === 'ready' && lines.length === 0 ? (
        <p css={{ margin: 0, padding: 16, textAlign: 'center', color: theme.color.textMuted }}>
          {adminText('OPS_CHAT_EMPTY')}
        </p>
      ) : null}
      <ol
        role="log"
        aria-label={adminText('OPS_CHAT_LOG')}
        css={{ display: 'grid', gap: 10, margin: 0, padding: 0 }}
      >
        {lines.map((line) => (
          <Bubble key={line.id} line={line} name={name} />
        ))}
      </ol>
      {playerTyping ? (
        <p role="status" css={{ margin: 0, fontSize: 13, color: theme.color.textMuted }}>
          {adminText('OPS_CHAT_TYPING', { name })}
        </p>
      ) : null}
      <div ref={end} />
      <ChatSendBox
        text={text}
        label={adminText('OPS_CHAT_INPUT')}
        placeholder={adminText('OPS_CHAT_PLACEHOLDER')}
        send={adminText('OPS_CHAT_SEND')}
        invalid={problem !== null}
        busy={send.isPending}
        maxLength={CHAT_MESSAGE_MAX + 100}
        onText={(next) => {
          setText(next);
          reportTyping(next);
          if (problem) setProblem(null);
        }}
        onSubmit={submit}
      />
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
    </section>
  );
}

/** Reports the player's lines read up to `upTo` once each time it grows; a failure is tried at the next line. */
function useReadReport(playerId: number, upTo: number): void {
  const reported = useRef(0);
  useEffect(() => {
    if (upTo <= reported.current) return;
    reported.current = upTo;
    readChat(playerId)
      .then(({ upTo: read }) => {
        queryClient.setQueryData<ChatPages>(opsKeys.chatHistory(playerId), (pages) =>
          withRead(pages, 'PLAYER', read, Date.now()),
        );
        queryClient.setQueryData<ChatRoom[]>(
          opsKeys.chatRooms,
          (rooms) => rooms && withRoomRead(rooms, playerId),
        );
      })
      .catch(() => {
        reported.current = 0;
      });
  }, [playerId, upTo]);
}

/** One line: the operators' on the right, the player's on the left; the operators' show when the player read them. */
function Bubble({ line, name }: { line: ChatMessage; name: string }) {
  const mine = line.sender === 'OPERATOR';
  const read = mine && line.readAt !== null ? `${adminText('OPS_CHAT_READ')} · ` : '';
  return (
    <ChatBubble
      mine={mine}
      label={mine ? adminText('OPS_CHAT_ME') : name}
      content={line.content}
      footnote={`${read}${formatKstDateTime(line.createdAt).slice(5, 16)}`}
    />
  );
}
