import { formatKstDateTime } from '@bx/contracts';
import type { AdminContact } from '@bx/contracts';
import { Button, cardStyle, Chip, FormMessage } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useId, useState, type FormEvent } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { useAnswerContact } from '../api/answer-contact';

import { ANSWER_MAX, answerProblem } from '../utils/inquiry-form';

import { TextAreaField } from '../../../shared/text-area-field';

import { adminText } from '../../../shared/admin-text';

/**
 * One inquiry: whose, when, and its question folded to two lines; opened, the whole question and either the answer
 * (read by the player or not yet) or, while waiting, the answer form.
 */
export function InquiryRow({ contact }: { contact: AdminContact }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const body = useId();
  const waiting = contact.status === 'WAIT';
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article
        aria-label={adminText('OPS_INQUIRY_OF', { name: contact.username, id: contact.id })}
        css={{
          ...cardStyle(theme),
          gap: 8,
          borderLeft: `4px solid ${waiting ? theme.color.accent : theme.color.border}`,
        }}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={body}
          onClick={() => setOpen(!open)}
          css={{
            display: 'grid',
            gap: 4,
            padding: 0,
            border: 'none',
            background: 'transparent',
            color: theme.color.text,
            textAlign: 'left',
            cursor: 'pointer',
            minWidth: 0,
          }}
        >
          <span css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>{contact.username}</strong>
            <Chip tone={waiting ? 'accent' : 'muted'}>
              {adminText(waiting ? 'OPS_INQUIRY_WAITING' : 'OPS_INQUIRY_ANSWERED')}
            </Chip>
            <span
              css={{ marginLeft: 'auto', fontSize: 12, color: theme.color.textMuted, whiteSpace: 'nowrap' }}
            >
              {formatKstDateTime(contact.createdAt)}
            </span>
          </span>
          <span
            css={{
              fontSize: 14,
              lineHeight: 1.5,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-wrap',
              ...(open
                ? {}
                : {
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }),
            }}
          >
            {contact.question}
          </span>
        </button>
        {open ? (
          <div id={body} css={{ display: 'grid', gap: 8 }}>
            <span css={{ fontSize: 12, color: theme.color.textMuted }}>
              {adminText('ADM_PLAYER_ID', { id: contact.playerId })} ·{' '}
              {adminText('ADM_REQUEST_ID', { id: contact.id })}
            </span>
            {waiting ? (
              <AnswerForm contactId={contact.id} name={contact.username} />
            ) : (
              <Answer contact={contact} />
            )}
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Answer({ contact }: { contact: AdminContact }) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'grid',
        gap: 4,
        padding: 10,
        borderRadius: theme.radius,
        background: theme.color.surfaceRaised,
      }}
    >
      <span css={{ fontSize: 12, color: theme.color.textMuted }}>
        {adminText('OPS_ANSWER')}
        {contact.answeredAt !== null ? ` · ${formatKstDateTime(contact.answeredAt)}` : ''} ·{' '}
        {adminText(contact.isAnswerRead ? 'OPS_ANSWER_READ' : 'OPS_ANSWER_UNREAD')}
      </span>
      <p css={{ margin: 0, fontSize: 14, lineHeight: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {contact.answer}
      </p>
    </div>
  );
}

function AnswerForm({ contactId, name }: { contactId: number; name: string }) {
  const answer = useAnswerContact();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = answerProblem(text);
    setProblem(refused ? adminText(refused, { max: ANSWER_MAX }) : null);
    if (refused) return;
    void runConfirmed(
      adminText('OPS_ANSWER_CONFIRM', { name }),
      () => answer.mutateAsync({ id: contactId, answer: text.trim() }),
      () => adminText('OPS_ANSWERED', { name }),
    );
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 8 }}>
      <TextAreaField
        label={adminText('OPS_ANSWER')}
        value={text}
        rows={4}
        maxLength={ANSWER_MAX}
        invalid={problem !== null}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? <FormMessage tone="bad">{problem}</FormMessage> : null}
      <Button type="submit" busy={answer.isPending}>
        {adminText('OPS_ANSWER_SEND')}
      </Button>
    </form>
  );
}
