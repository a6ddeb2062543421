import { formatAmount, type DnwHistory, formatKstDateTime } from '@bx/contracts';

import { toast } from '@bx/platform';

import { Button, cardStyle, DNW_TYPE_LABELS, DnwRowHeading, isCancellable, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { MONEY } from '../../../shared/coin-units';

import { walletAmountText } from '../../../shared/wallet-amount';

import { useCancelDnwMutation } from '../api/cancel-dnw';

import { walletText } from '../../../shared/wallet-text';

/**
 * One request: what kind, how much (won, or the coin's amount), where it stands and when it was asked for (Seoul
 * time), and a coin withdrawal's address; a request still waiting can be cancelled here, after the player confirms.
 */
export function DnwRow({ item }: { item: DnwHistory }) {
  const theme = useTheme();
  const typeLabel = walletText(DNW_TYPE_LABELS[item.type]);
  const amount = walletAmountText(item.wallet, item.point);
  return (
    <li css={{ listStyle: 'none' }}>
      <article aria-label={`${typeLabel} ${amount}`} css={cardStyle(theme)}>
        <DnwRowHeading item={item} amount={amount} />
        {item.address === null ? null : (
          <p css={{ margin: 0, fontSize: 12, color: theme.color.textMuted, overflowWrap: 'anywhere' }}>
            {item.address}
            {item.tag === null ? '' : ` (${item.tag})`}
          </p>
        )}
        <footer
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            minHeight: isCancellable(item.status) ? 36 : undefined,
            fontSize: 12,
            color: theme.color.textMuted,
          }}
        >
          <span css={{ display: 'grid', gap: 2 }}>
            <span>
              {walletText('DNW_REQUESTED_AT')}{' '}
              <time dateTime={new Date(item.createdAt).toISOString()} css={tabular}>
                {formatKstDateTime(item.createdAt)}
              </time>
            </span>
            {item.processedAt === null ? null : (
              <span>
                {walletText('DNW_PROCESSED_AT')}{' '}
                <time dateTime={new Date(item.processedAt).toISOString()} css={tabular}>
                  {formatKstDateTime(item.processedAt)}
                </time>
              </span>
            )}
          </span>
          {isCancellable(item.status) ? <CancelButton item={item} typeLabel={typeLabel} /> : null}
        </footer>
      </article>
    </li>
  );
}

function CancelButton({ item, typeLabel }: { item: DnwHistory; typeLabel: string }) {
  const cancel = useCancelDnwMutation();
  const confirmAndCancel = async () => {
    const asked =
      item.wallet === MONEY
        ? walletText('DNW_CANCEL_CONFIRM', { type: typeLabel, amount: formatAmount(item.point, 0) })
        : walletText('DNW_CANCEL_CONFIRM_COIN', {
            type: typeLabel,
            amount: walletAmountText(item.wallet, item.point),
          });
    if ((await cancel.run(item.id, { confirm: asked })) !== null) toast.success(walletText('DNW_CANCELLED'));
  };
  return (
    <Button variant="plain" size="small" disabled={cancel.pending} onClick={() => void confirmAndCancel()}>
      {walletText('CANCEL')}
    </Button>
  );
}
