import type { Message, Page } from '@bx/contracts';
import { queryState, showConfirm } from '@bx/platform';
import { Card, Chip, Pager, HtmlContent } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { formatDateTime } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { useDeleteMessage } from '../api/delete-message';
import { MESSAGE_PAGE_SIZE, useMessagePage } from '../api/get-message-page';
import { useReadAllMessages } from '../api/read-all-messages';
import { moreText } from '../../../shared/more-text';

/** The player's messages, unread ones marked, with "mark all read" and a delete on each. */
export function MessageList() {
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const messages = useMessagePage(page);
  const readAll = useReadAllMessages();
  const anyUnread = messages.data?.content.some((message) => !message.isRead) ?? false;
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <button
          type="button"
          disabled={!anyUnread || readAll.pending}
          onClick={() => void readAll.run()}
          css={{
            minHeight: 36,
            padding: '0 14px',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius,
            background: 'transparent',
            color: theme.color.text,
            cursor: 'pointer',
            ':disabled': { opacity: 0.4, cursor: 'default' },
          }}
        >
          {moreText('MESSAGES_READ_ALL')}
        </button>
      </div>
      {readAll.error ? (
        <p role="alert" css={{ margin: 0, color: theme.color.danger }}>
          {readAll.error}
        </p>
      ) : null}
      <LoadState
        state={queryState(messages)}
        error={messages.error}
        empty={moreText('MESSAGES_EMPTY')}
        isEmpty={(data: Page<Message>) => data.content.length === 0}
      >
        {(data) => (
          <>
            {data.content.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
            <Pager page={page} total={data.totalElements} size={MESSAGE_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function MessageItem({ message }: { message: Message }) {
  const theme = useTheme();
  const remove = useDeleteMessage();
  const confirmAndDelete = async () => {
    if (await showConfirm(moreText('MESSAGE_DELETE_CONFIRM'))) await remove.run(message.id);
  };
  return (
    <Card accent={!message.isRead} label={message.title}>
      <header css={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <strong css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{message.title}</strong>
        {message.isRead ? null : <Chip tone="accent">{moreText('MESSAGE_UNREAD')}</Chip>}
      </header>
      <small css={{ color: theme.color.textMuted }}>{formatDateTime(message.createdAt)}</small>
      <HtmlContent html={message.content} />
      <footer css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        {message.contactId !== null ? (
          <Link to={`/more/contact/${message.contactId}`} css={{ color: theme.color.accent, fontSize: 14 }}>
            {moreText('MESSAGE_OPEN_INQUIRY')}
          </Link>
        ) : (
          <span />
        )}
        <button
          type="button"
          disabled={remove.pending}
          onClick={() => void confirmAndDelete()}
          css={{
            minHeight: 32,
            padding: '0 12px',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius,
            background: 'transparent',
            color: theme.color.danger,
            cursor: 'pointer',
            ':disabled': { opacity: 0.4 },
          }}
        >
          {moreText('MESSAGE_DELETE')}
        </button>
      </footer>
      {remove.error ? (
        <p role="alert" css={{ margin: 0, fontSize: 14, color: theme.color.danger }}>
          {remove.error}
        </p>
      ) : null}
    </Card>
  );
}
