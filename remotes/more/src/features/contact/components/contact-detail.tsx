import { queryState } from '@bx/platform';
import { Button, Card, Chip } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router-dom';

import { formatDateTime } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useContact } from '../api/get-contact';
import { moreText } from '../../../shared/more-text';

/** One inquiry: my question as I wrote it, then the operator's answer or that it is still awaited. */
export function ContactDetail({ id }: { id: number }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const contact = useContact(id);
  const text = {
    margin: 0,
    fontSize: 15,
    lineHeight: 1.6,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  } as const;
  return (
    <Screen>
      <LoadState state={queryState(contact)} error={contact.error}>
        {(item) => (
          <>
            <Card label={moreText('INQUIRY_QUESTION')}>
              <header css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <strong css={{ flex: 1 }}>{moreText('INQUIRY_QUESTION')}</strong>
                <Chip tone={item.answer === null ? 'muted' : 'accent'}>
                  {moreText(item.answer === null ? 'INQUIRY_UNANSWERED' : 'INQUIRY_ANSWERED')}
                </Chip>
              </header>
              <small css={{ color: theme.color.textMuted }}>{formatDateTime(item.createdAt)}</small>
              <p css={text}>{item.question}</p>
            </Card>
            <Card label={moreText('INQUIRY_ANSWER')} accent={item.answer !== null}>
              <strong>{moreText('INQUIRY_ANSWER')}</strong>
              {item.answeredAt !== null ? (
                <small css={{ color: theme.color.textMuted }}>{formatDateTime(item.answeredAt)}</small>
              ) : null}
              <p css={{ ...text, color: item.answer === null ? theme.color.textMuted : theme.color.text }}>
                {item.answer ?? moreText('INQUIRY_WAITING')}
              </p>
            </Card>
          </>
        )}
      </LoadState>
      <Button variant="plain" onClick={() => navigate('/more/contact')}>
        {moreText('BACK_TO_LIST')}
      </Button>
    </Screen>
  );
}
