import type { FuturesOrder } from '@bx/contracts';
import { formatPrice, ListRow, stockName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from './order-labels';
import { orderTime } from './order-time';
import { pnlColour } from './pnl-colour';
import { decimalsIn } from './price-decimals';
import { isBuySide, sideLabel } from './side-label';
import { signedUsdtText } from './usdt';
import { futuresText } from './futures-text';

/** Fees are fractions of a cent: four decimals tell one fill's from another's. */
const FEE_DECIMALS = 4;

/**
 * One order as the lists show it: contract, side, type, size and price; its trigger for a stop, a take-profit
 * or a stop-loss; its fill, fee, a liquidation's liquidation fee and realized profit once filled; its status and
 * time; and `action` (cancel).
 */
export function OrderRow({ order, action }: { order: FuturesOrder; action?: ReactNode }) {
  const theme = useTheme();
  const decimals = decimalsIn(order.price, order.stopPrice, order.filledPrice);
  const realized = order.realizedPnl === null ? 0 : Number(order.realizedPnl);
  return (
    <ListRow data-testid="futures-order" data-order-id={order.id} action={action}>
      <div css={{ display: 'flex', gap: 6, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <strong css={{ fontSize: 14 }}>{stockName(order.stock)}</strong>
        <span
          css={{
            fontSize: 12,
            fontWeight: 700,
            color: isBuySide(order.tradeType) ? theme.color.buy : theme.color.sell,
          }}
        >
          {sideLabel(order.tradeType)}
        </span>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>
          {futuresText(ORDER_STATUS_LABELS[order.status])}
        </span>
      </div>
      <span css={{ ...tabular, fontSize: 12 }}>
        {order.price === null
          ? futuresText('FUT_ORDER_LINE_MARKET', {
              type: futuresText(ORDER_TYPE_LABELS[order.marketType]),
              qty: order.qty,
            })
          : futuresText('FUT_ORDER_LINE', {
              type: futuresText(ORDER_TYPE_LABELS[order.marketType]),
              qty: order.qty,
              price: formatPrice(order.price, decimals),
            })}
      </span>
      {order.stopPrice !== null ? (
        <span css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>
          {futuresText('FUT_TRIGGER_LINE', {
            price: formatPrice(order.stopPrice, decimals),
            by: futuresText(order.isMark ? 'FUT_TRIGGER_MARK' : 'FUT_TRIGGER_LAST'),
          })}
        </span>
      ) : null}
      {order.filledPrice !== null ? (
        <span css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>
          {futuresText('FUT_FILLED_LINE', {
            price: formatPrice(order.filledPrice, decimals),
            fee: formatPrice(order.fee, FEE_DECIMALS),
          })}
        </span>
      ) : null}
      {/[1-9]/.test(order.liquidationFee) ? (
        <span
          data-testid="futures-order-liq-fee"
          css={{ ...tabular, fontSize: 12, color: theme.color.danger }}
        >
          {futuresText('FUT_LIQ_FEE_LINE', { fee: formatPrice(order.liquidationFee, FEE_DECIMALS) })}
        </span>
      ) : null}
      {order.realizedPnl !== null ? (
        <span
          css={{
            ...tabular,
            fontSize: 12,
            color: pnlColour(theme, realized),
          }}
        >
          {futuresText('FUT_REALIZED', { amount: signedUsdtText(order.realizedPnl) })}
        </span>
      ) : null}
      <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
        {orderTime(order.filledAt ?? order.createdAt)}
      </span>
    </ListRow>
  );
}
