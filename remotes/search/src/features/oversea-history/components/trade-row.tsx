import type { OverseaTrade } from '@bx/contracts';
import { clientText, siteLang } from '@bx/platform';
import { cardStyle, optionName } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { seoulDateTime } from '../../../shared/seoul-days';
import { CLOSE_REASON_LABELS, SIDE_LABELS } from '../utils/trade-labels';

import { ProfitAmount } from './profit-amount';

/** One closed trade: what, which way and how many, where it opened and closed, what it made, why and when. */
export function TradeRow({ trade }: { trade: OverseaTrade }) {
  const theme = useTheme();
  const sideColor = trade.side === 'LONG' ? theme.color.buy : theme.color.sell;
  const name = optionName(trade, siteLang());
  const figures = [
    ['SEARCH_ENTRY_PRICE', trade.entryPrice],
    ['SEARCH_CLOSE_PRICE', trade.closePrice ?? '-'],
    ['SEARCH_CLOSE_REASON', trade.closeReason ? clientText(CLOSE_REASON_LABELS[trade.closeReason]) : '-'],
  ] as const;
  return (
    <li css={{ listStyle: 'none' }}>
      <article aria-label={name} css={cardStyle(theme)}>
        <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <strong
            css={{
              fontSize: 15,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </strong>
          <span
            css={{
              flex: 'none',
              padding: '1px 6px',
              borderRadius: 4,
              fontSize: 12,
              fontWeight: 700,
              color: sideColor,
              border: `1px solid ${sideColor}`,
            }}
          >
            {clientText(SIDE_LABELS[trade.side])}
          </span>
          <span css={{ flex: 'none', fontSize: 13, color: theme.color.textMuted }}>
            {clientText('SEARCH_CONTRACTS', { qty: trade.qty })}
          </span>
          <span css={{ marginLeft: 'auto' }} aria-label={clientText('SEARCH_REALIZED_PNL')}>
            <ProfitAmount amount={trade.realizedPnl ?? '0'} />
          </span>
        </header>
        <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, margin: 0 }}>
          {figures.map(([code, value]) => (
            <div key={code} css={{ minWidth: 0 }}>
              <dt css={{ fontSize: 12, color: theme.color.textMuted }}>{clientText(code)}</dt>
              <dd css={{ margin: '2px 0 0', fontSize: 14, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <footer css={{ display: 'flex', gap: 8, fontSize: 12, color: theme.color.textMuted }}>
          <span>{trade.stock}</span>
          {trade.closedAt === null ? null : (
            <time dateTime={new Date(trade.closedAt).toISOString()} css={{ marginLeft: 'auto' }}>
              {seoulDateTime(trade.closedAt)}
            </time>
          )}
        </footer>
      </article>
    </li>
  );
}
