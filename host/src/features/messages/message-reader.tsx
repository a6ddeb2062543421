import type { Contact } from '@bx/contracts';
import {
  clientText,
  closeMessageReader,
  useAuthStatus,
  useMessageReaderRequest,
  type MessageReaderRequest,
} from '@bx/platform';
import { Button, FailurePanel, Loader, useEscapeKey } from '@bx/ui';
import { useTheme, type Theme } from '@emotion/react';
import { useEffect } from 'react';

import { useReaderContent, type ReaderContent } from './use-reader-content';

const two = (value: number) => String(value).padStart(2, '0');

/** 2026-11-23 04:07, in the player's time zone. */
function dateOf(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * Where the player reads their messages and the answers to their inquiries, full screen over the page:
 * the more area's inquiry pages do not exist yet, and the unread alerts must lead somewhere that shows
 * the message. Opened on a message, that one comes first.
 */
export function MessageReader() {
  const theme = useTheme();
  const request = useMessageReaderRequest();
  const content = useReaderContent(request);
  useEscapeKey(Boolean(request), closeMessageReader);
  // A session that ends (logout, forced logout) takes its messages with it.
  const signedIn = useAuthStatus() === 'success';
  useEffect(() => {
    if (!signedIn) closeMessageReader();
  }, [signedIn]);
  if (!request) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={clientText('MESSAGES_TITLE')}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 45,
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        background: theme.color.background,
      }}
    >
      <h2
        css={{
          margin: 0,
          padding: '14px 16px',
          fontSize: 17,
          textAlign: 'center',
          borderBottom: `1px solid ${theme.color.border}`,
        }}
      >
        {clientText('MESSAGES_TITLE')}
      </h2>
      <div css={{ overflowY: 'auto', padding: 16, display: 'grid', gap: 12, alignContent: 'start' }}>
        {content.status === 'loading' ? <Loader /> : null}
        {content.status === 'failed' ? (
          <FailurePanel message={clientText('MESSAGES_FAILED')} onRetry={content.retry} />
        ) : null}
        {content.status === 'ready' ? <ReaderItems content={content.data} focus={request.focus} /> : null}
      </div>
      <div css={{ padding: '12px 16px calc(12px + env(safe-area-inset-bottom, 0px))' }}>
        <Button onClick={closeMessageReader}>{clientText('CLOSE')}</Button>
      </div>
    </div>
  );
}

function ReaderItems({ content, focus }: { content: ReaderContent; focus: MessageReaderRequest['focus'] }) {
  const theme = useTheme();
  const focused = (type: string, id: number) => focus?.type === type && focus.id === id;
  // The one the alert was about comes first; the rest stay newest first, as the server lists them.
  const messages = [...content.messages].sort((a, b) => +focused('create', b.id) - +focused('create', a.id));
  const contacts = [...content.contacts].sort((a, b) => +focused('answer', b.id) - +focused('answer', a.id));
  if (messages.length === 0 && contacts.length === 0) {
    return <p css={{ color: theme.color.textMuted, textAlign: 'center' }}>{clientText('MESSAGES_EMPTY')}</p>;
  }
  return (
    <>
      {messages.map((message) => (
        <article key={`m${message.id}`} css={card(theme, !message.isRead)}>
          <header css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{message.title}</strong>
            <small css={{ color: theme.color.textMuted, whiteSpace: 'nowrap' }}>
              {dateOf(message.createdAt)}
            </small>
          </header>
          <div
            css={{
              lineHeight: 1.6,
              fontSize: 14,
              overflowWrap: 'anywhere',
              img: { maxWidth: '100%' },
              '& > :first-of-type': { marginTop: 0 },
              '& > :last-child': { marginBottom: 0 },
            }}
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        </article>
      ))}
      {contacts.map((contact) => (
        <InquiryItem key={`c${contact.id}`} contact={contact} />
      ))}
    </>
  );
}

function InquiryItem({ contact }: { contact: Contact }) {
  const theme = useTheme();
  return (
    <article css={card(theme, !contact.isAnswerRead)}>
      <header css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{clientText('INQUIRY')}</strong>
        <small css={{ color: theme.color.textMuted, whiteSpace: 'nowrap' }}>
          {dateOf(contact.createdAt)}
        </small>
      </header>
      <p css={{ margin: 0, fontSize: 14, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {contact.question}
      </p>
      <p
        css={{
          margin: 0,
          paddingTop: 8,
          borderTop: `1px solid ${theme.color.border}`,
          fontSize: 14,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: contact.answer ? theme.color.text : theme.color.textMuted,
        }}
      >
        {contact.answer ?? clientText('INQUIRY_WAITING')}
      </p>
    </article>
  );
}

/** A card per message; unread ones (new to the player in this view) carry the accent edge. */
const card = (theme: Theme, unread: boolean) => ({
  display: 'grid',
  gap: 8,
  padding: 14,
  borderRadius: theme.radius,
  background: theme.color.surface,
  borderLeft: `4px solid ${unread ? theme.color.accent : theme.color.border}`,
});
