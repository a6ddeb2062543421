import { formatKstDateTime } from '@bx/contracts';
import type { DnwHistory } from '@bx/contracts';
import { cardStyle, DNW_TYPE_LABELS, dnwAmountText, DnwRowHeading, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { searchText } from '../../../shared/search-text';

/**
 * One request: what kind, how much (in its own currency: won, or the coin a send moved), where it stands, when it was asked for and decided (Seoul time), and why an
 * operator rejected it.
 */
export function DnwRow({ item }: { item: DnwHistory }) {
  const theme = useTheme();
  const typeLabel = searchText(DNW_TYPE_LABELS[item.type]);
  const amount = dnwAmountText(item);
  const times = [
    ['DNW_REQUESTED_AT', item.createdAt],
    ['DNW_PROCESSED_AT', item.processedAt],
  ] as const;
  return (
    <li css={{ listStyle: 'none' }}>
      <article aria-label={`${typeLabel} ${amount}`} css={cardStyle(theme)}>
        <DnwRowHeading item={item} amount={amount} />
        <footer css={{ display: 'grid', gap: 2, fontSize: 12, color: theme.color.textMuted }}>
          {times.map(([code, at]) =>
            at === null ? null : (
              <span key={code}>
                {searchText(code)}{' '}
                <time dateTime={new Date(at).toISOString()} css={tabular}>
                  {formatKstDateTime(at)}
                </time>
              </span>
            ),
          )}
          {item.reason === null ? null : (
            <span>{searchText('DNW_REJECT_REASON', { reason: item.reason })}</span>
          )}
        </footer>
      </article>
    </li>
  );
}
