import { CHAT_MESSAGE_MAX } from '@bx/contracts';
import { queryState, linesOf, useTypingReport } from '@bx/platform';
import { Button, ChatSendBox, FormMessage } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useChatHistory } from '../api/get-chat-history';
import { useSendChat } from '../api/send-chat';
import { sendTyping } from '../api/send-typing';
import { useChatEvents } from '../hooks/use-chat-events';

import { ChatBubble } from './chat-bubble';
import { moreText } from '../../../shared/more-text';

/** /more/livechat: the player's conversation with the operators, live over the host's one socket. */
export function LiveChat() {
  const theme = useTheme();
  const history = useChatHistory();
  const lines = linesOf(history.data);
  const { operatorTyping } = useChatEvents(lines);
  const send = useSendChat();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reportTyping = useTypingReport(sendTyping);
  const end = useRef<HTMLDivElement>(null);

  // The newest line (or the typing note) stays in view as the conversation grows.
  const newestId = lines.at(-1)?.id;
  // Braces on purpose: newer Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId, operatorTyping]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '') return;
    if (content.length > CHAT_MESSAGE_MAX) {
      setProblem(moreText('LIVECHAT_TOO_LONG', { max: CHAT_MESSAGE_MAX }));
      return;
    }
    setProblem(null);
    reportTyping('');
    if (await send.run(content)) setText('');
  };

  const shown = problem ?? send.error;
  return (
    <Screen>
      <LoadState state={queryState(history)} error={history.error}>
        {() => (
          <>
            {history.hasNextPage ? (
              <Button
                variant="plain"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {moreText('LIVECHAT_OLDER')}
              </Button>
            ) : null}
            {lines.length === 0 ? (
              <p css={{ margin: 0, padding: '24px 8px', textAlign: 'center', color: theme.color.textMuted }}>
                {moreText('LIVECHAT_EMPTY')}
              </p>
            ) : null}
            <ol
              role="log"
              aria-label={moreText('LIVECHAT_LOG')}
              css={{ display: 'grid', gap: 12, margin: 0, padding: 0 }}
            >
              {lines.map((line) => (
                <ChatBubble key={line.id} line={line} />
              ))}
            </ol>
          </>
        )}
      </LoadState>
      {operatorTyping ? (
        <p role="status" css={{ margin: 0, fontSize: 13, color: theme.color.textMuted }}>
          {moreText('LIVECHAT_OPERATOR_TYPING')}
        </p>
      ) : null}
      <div ref={end} />
      <ChatSendBox
        text={text}
        label={moreText('LIVECHAT_INPUT')}
        placeholder={moreText('LIVECHAT_PLACEHOLDER')}
        send={moreText('LIVECHAT_SEND')}
        invalid={problem !== null}
        busy={send.pending}
        onText={(next) => {
          setText(next);
          reportTyping(next);
          if (problem) setProblem(null);
        }}
        onSubmit={(event) => void submit(event)}
      />
      {shown ? <FormMessage tone="bad">{shown}</FormMessage> : null}
    </Screen>
  );
}
