import { formatAmount, type Bet, type DnwHistory, formatKstDateTime } from '@bx/contracts';

import { clientText } from '@bx/platform';

import { DNW_TYPE_LABELS, DnwRowHeading } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { betResultLabel } from '../utils/detail-labels';

import { DetailList, DetailRow } from './detail-list';

import { adminText } from '../../../shared/admin-text';

/** The last 20 binary bets, newest first: option, round, side, stake and outcome. */
export function RecentBets({ bets }: { bets: readonly Bet[] }) {
  return (
    <DetailList
      label={adminText('OPS_BETS')}
      rows={bets}
      empty={adminText('OPS_NO_BETS')}
      renderRow={(bet) => (
        <DetailRow
          title={`${bet.stock} #${bet.roundNo} · ${clientText(bet.type === 'B' ? 'BET_UP' : 'BET_DOWN')}`}
          value={`${formatAmount(bet.point)} ${bet.currency}`}
          line={`${clientText(betResultLabel(bet))} · ${formatKstDateTime(bet.createdAt)}`}
        />
      )}
    />
  );
}

const amountOf = (item: DnwHistory) =>
  (item.currency || 'KRW') === 'KRW'
    ? clientText('DNW_AMOUNT_KRW', { amount: formatAmount(item.point, 0) })
    : `${formatAmount(item.point)} ${item.currency}`;

/** The last 20 deposit and withdraw requests, newest first; a rejected one shows why. */
export function RecentRequests({ requests }: { requests: readonly DnwHistory[] }) {
  const theme = useTheme();
  return (
    <DetailList
      label={adminText('OPS_REQUESTS')}
      rows={requests}
      empty={adminText('OPS_NO_REQUESTS')}
      renderRow={(item) => (
        <>
          <DnwRowHeading item={item} amount={amountOf(item)} />
          <span css={{ fontSize: 12, color: theme.color.textMuted }}>
            {clientText(DNW_TYPE_LABELS[item.type])} #{item.id} · {formatKstDateTime(item.createdAt)}
          </span>
          {item.status === 'REJECT' && item.reason ? (
            <span css={{ fontSize: 13, overflowWrap: 'anywhere' }}>
              {adminText('OPS_REJECT_REASON', { reason: item.reason })}
            </span>
          ) : null}
        </>
      )}
    />
  );
}
