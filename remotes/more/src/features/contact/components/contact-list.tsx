import type { Contact, Page } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { Button, Chip, Pager } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { formatDay } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { CONTACT_PAGE_SIZE, useContactPage } from '../api/get-contact-page';
import { RowList } from '../../../shared/row-list';
import { rowGrid } from '../../../shared/row-grid';
import { moreText } from '../../../shared/more-text';

/** My inquiries, each answered or waiting (a new answer marked), and the way to ask a new one. */
export function ContactList() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const contacts = useContactPage(page);
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <Button onClick={() => navigate('/more/contact/create')}>{moreText('TITLE_INQUIRY_CREATE')}</Button>
      <LoadState
        state={queryState(contacts)}
        error={contacts.error}
        empty={moreText('INQUIRY_LIST_EMPTY')}
        isEmpty={(data: Page<Contact>) => data.content.length === 0}
      >
        {(data) => (
          <>
            <RowList label={moreText('INQUIRY')}>
              {data.content.map((contact) => (
                <li key={contact.id}>
                  <ContactRow contact={contact} />
                </li>
              ))}
            </RowList>
            <Pager page={page} total={data.totalElements} size={CONTACT_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const theme = useTheme();
  const answered = contact.answer !== null;
  return (
    <Link
      to={`/more/contact/${contact.id}`}
      css={{
        ...rowGrid,
        color: theme.color.text,
        textDecoration: 'none',
        ':active': { background: theme.color.surfaceRaised },
      }}
    >
      {/* One line of the question: the whole of it is on its own page. */}
      <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 15 }}>
        {contact.question}
      </span>
      <span css={{ display: 'flex', gap: 4 }}>
        {answered && !contact.isAnswerRead ? (
          <Chip tone="accent">{moreText('INQUIRY_NEW_ANSWER')}</Chip>
        ) : null}
        <Chip tone={answered ? 'accent' : 'muted'}>
          {moreText(answered ? 'INQUIRY_ANSWERED' : 'INQUIRY_UNANSWERED')}
        </Chip>
      </span>
      <small css={{ fontSize: 12, color: theme.color.textMuted }}>{formatDay(contact.createdAt)}</small>
    </Link>
  );
}
