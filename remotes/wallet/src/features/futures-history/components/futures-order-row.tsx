import { formatAmount, type FuturesOrder, formatKstDateTime } from '@bx/contracts';

import { cardStyle, FUTURES_ORDER_TYPE_LABELS, ProfitAmount, stockName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { orderOutcome } from '../utils/order-words';

import { walletText } from '../../../shared/wallet-text';

/** USDT to the cent, as the futures screens show profit and loss. */
const usdtProfit = (signed: string) => walletText('COIN_AMOUNT', { amount: signed, coin: 'USDT' });

/**
 * One futures order done with: the contract and its type, filled or cancelled; the side (a buy in the buy colour,
 * a sell in the sell colour), size and price; what it realized and its fee once filled; when.
 */
export function FuturesOrderRow({ order }: { order: FuturesOrder }) {
  const theme = useTheme();
  const outcome = orderOutcome(order);
  // Buy or sell, not long or short: the sell that closes a long is no short.
  const long = order.tradeType === 'B';
  const side = walletText(long ? 'SEARCH_SIDE_LONG' : 'SEARCH_SIDE_SHORT');
  const name = stockName(order.stock);
  const line = { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 } as const;
  return (
    <li css={{ listStyle: 'none' }}>
      <article aria-label={`${name} ${side} ${order.qty}`} css={{ ...cardStyle(theme), gap: 6 }}>
        <header css={line}>
          <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
            {name}
            <span css={{ fontSize: 12, fontWeight: 500, color: theme.color.textMuted }}>
              {' · '}
              {walletText(FUTURES_ORDER_TYPE_LABELS[order.marketType])}
            </span>
          </strong>
          <span
            data-testid="order-status"
            css={{
              flex: 'none',
              fontSize: 13,
              fontWeight: 700,
              color: order.status === 'FILLED' ? theme.color.text : theme.color.textMuted,
            }}
          >
            {walletText(outcome.status)}
          </span>
        </header>
        <div css={{ ...line, ...tabular, fontSize: 14 }}>
          <span>
            <strong css={{ color: long ? theme.color.buy : theme.color.sell }}>{side}</strong>
            {` · ${formatAmount(order.qty)}`}
            {outcome.price === null ? null : ` @ ${formatAmount(outcome.price)}`}
          </span>
          {order.realizedPnl === null ? null : (
            <ProfitAmount amount={order.realizedPnl} decimals={2} format={usdtProfit} size={14} />
          )}
        </div>
        <div css={{ ...line, ...tabular, fontSize: 12, color: theme.color.textMuted }}>
          <time dateTime={new Date(order.filledAt ?? order.createdAt).toISOString()}>
            {formatKstDateTime(order.filledAt ?? order.createdAt)}
          </time>
          {order.status === 'FILLED' ? (
            <span>{walletText('TRADE_HISTORY_FEE', { fee: formatAmount(order.fee, 4) })}</span>
          ) : null}
        </div>
      </article>
    </li>
  );
}
