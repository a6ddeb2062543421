import {
  formatAmount,
  type ClientMessageCode,
  type OverseaCloseReason,
  type OverseaPositionSide,
  type OverseaTrade,
  formatKstDateTime,
} from '@bx/contracts';

import { clientText, siteLang } from '@bx/platform';

import { useTheme } from '@emotion/react';

import { cardStyle } from '../components/card';

import { optionName } from '../format/game-type-label';

import { ProfitAmount } from './profit-amount';

/** How each trade ended, in the player's words. */
const CLOSE_REASON_LABELS: Record<OverseaCloseReason, ClientMessageCode> = {
  MANUAL: 'SEARCH_REASON_MANUAL',
  TAKEPROFIT: 'SEARCH_REASON_TAKEPROFIT',
  STOPLOSS: 'SEARCH_REASON_STOPLOSS',
  LIQUIDATION: 'SEARCH_REASON_LIQUIDATION',
  SESSION_END: 'SEARCH_REASON_SESSION_END',
};

/** A long position was opened by buying, a short one by selling. */
const SIDE_LABELS: Record<OverseaPositionSide, ClientMessageCode> = {
  LONG: 'SEARCH_SIDE_LONG',
  SHORT: 'SEARCH_SIDE_SHORT',
};

/** A realized profit in won, its sign always written. */
export const wonProfit = (signed: string) => clientText('SEARCH_KRW', { amount: signed });

/**
 * One closed overseas trade (/search/oversea, /wallet/history): what, which way and how many, where it opened and
 * closed (prices with thousands commas), what it made, why and when.
 */
export function OverseaTradeRow({ trade }: { trade: OverseaTrade }) {
  const theme = useTheme();
  const sideColor = trade.side === 'LONG' ? theme.color.buy : theme.color.sell;
  const name = optionName(trade, siteLang());
  const figures = [
    ['SEARCH_ENTRY_PRICE', formatAmount(trade.entryPrice)],
    ['SEARCH_CLOSE_PRICE', trade.closePrice === null ? '-' : formatAmount(trade.closePrice)],
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
            <ProfitAmount amount={trade.realizedPnl ?? '0'} format={wonProfit} />
          </span>
        </header>
        <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, margin: 0 }}>
          {figures.map(([code, value]) => (
            <div key={code} css={{ minWidth: 0 }}>
              <dt css={{ fontSize: 12, color: theme.color.textMuted }}>{clientText(code)}</dt>
              <dd
                data-testid="trade-figure"
                css={{ margin: '2px 0 0', fontSize: 14, fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <footer css={{ display: 'flex', gap: 8, fontSize: 12, color: theme.color.textMuted }}>
          <span>{trade.stock}</span>
          {trade.closedAt === null ? null : (
            <time dateTime={new Date(trade.closedAt).toISOString()} css={{ marginLeft: 'auto' }}>
              {formatKstDateTime(trade.closedAt)}
            </time>
          )}
        </footer>
      </article>
    </li>
  );
}
