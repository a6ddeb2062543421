import { formatKstDateTime } from '@bx/contracts';
import { clientText } from '@bx/platform';

import { Button, cardStyle, DNW_TYPE_LABELS, DnwRowHeading, tabular, TextField } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useState } from 'react';

import { runConfirmed } from '../../../shared/run-confirmed';

import { isP2p, useDecideDnw, type DnwDecision } from '../api/decide-dnw';

import type { AdminDnw } from '../api/get-admin-dnw';
import { amountText, destinationText } from '../utils/dnw-text';

import { adminText } from '../../../shared/admin-text';

const won = (amount: string) => clientText('DNW_AMOUNT_KRW', { amount });

/**
 * One request: its kind, status and amount, whose it is, where the money goes, when it was asked for (and
 * decided), and why it was rejected; a waiting one has 승인 and 거절 (with an optional reason the player reads),
 * each confirmed first. The outcome, or the server's refusal (another
 * operator decided first), shows in a toast, and the lists are asked for again either way.
 */
export function DnwRequestRow({ item }: { item: AdminDnw }) {
  const theme = useTheme();
  const decide = useDecideDnw();
  const amount = amountText(item, won);
  const type = clientText(DNW_TYPE_LABELS[item.type]);
  const destination = destinationText(item);
  const [reason, setReason] = useState('');
  // Operators know players by username; the id tells two accounts apart (and finds one in 회원).
  const player = adminText('ADM_PLAYER_NAMED', { username: item.username, id: item.playerId });

  const run = (decision: DnwDecision) =>
    void runConfirmed(
      adminText(decision === 'approve' ? 'ADM_APPROVE_CONFIRM' : 'ADM_REJECT_CONFIRM', {
        player,
        type,
        amount,
      }),
      () =>
        decide.mutateAsync({ id: item.id, type: item.type, decision, reason: reason.trim() || undefined }),
      () => adminText(decision === 'approve' ? 'ADM_APPROVED' : 'ADM_REJECTED'),
    );

  const muted = { fontSize: 12, color: theme.color.textMuted } as const;
  const times = [
    ['ADM_REQUESTED_AT', item.createdAt],
    ['ADM_DECIDED_AT', item.processedAt],
  ] as const;
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article aria-label={adminText('ADM_REQUEST_ID', { id: item.id })} css={cardStyle(theme)}>
        <DnwRowHeading item={item} amount={amount} />
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '2px 10px', fontSize: 13 }}>
          <strong>{player}</strong>
          <span css={muted}>{adminText('ADM_REQUEST_ID', { id: item.id })}</span>
        </p>
        {destination ? (
          <p css={{ margin: 0, fontSize: 13, overflowWrap: 'anywhere' }}>{destination}</p>
        ) : null}
        <footer css={{ ...muted, display: 'grid', gap: 2 }}>
          {times.map(([code, at]) =>
            at === null ? null : (
              <span key={code}>
                {adminText(code)}{' '}
                <time dateTime={new Date(at).toISOString()} css={tabular}>
                  {formatKstDateTime(at)}
                </time>
              </span>
            ),
          )}
        </footer>
        {item.reason ? (
          <p css={{ margin: 0, fontSize: 13, overflowWrap: 'anywhere' }}>
            {clientText('DNW_REJECT_REASON', { reason: item.reason })}
          </p>
        ) : null}
        {item.status === 'WAIT' && !isP2p(item.type) ? (
          <TextField
            label={adminText('ADM_REJECT_REASON')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {item.status === 'WAIT' ? (
          <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <Button variant="plain" busy={decide.isPending} onClick={() => run('reject')}>
              {adminText('ADM_REJECT')}
            </Button>
            <Button busy={decide.isPending} onClick={() => run('approve')}>
              {adminText('ADM_APPROVE')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
