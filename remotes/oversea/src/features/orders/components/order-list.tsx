import { formatClock } from '@bx/chart';
import { formatAmount, type OverseaOrder } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { Button, ListRow, ListState, Panel, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { sideLabel } from '../../../shared/side-label';
import { useCancelAllOrdersMutation } from '../api/cancel-all-orders';
import { useCancelOrderMutation } from '../api/cancel-order';
import { useOpenOrders } from '../api/get-open-orders';
import { overseaText } from '../../../shared/oversea-text';

/** The player's resting orders with cancel and cancel-all; fills and cancels arrive by the realtime events. */
export function OrderList() {
  const theme = useTheme();
  const query = useOpenOrders();
  const list = queryState(query);
  const cancelAll = useCancelAllOrdersMutation();
  const cancelOne = useCancelOrderMutation();
  // One cancel at a time: the list's buttons wait while any runs.
  const pending = cancelAll.pending || cancelOne.pending;

  const orders = list.status === 'ready' ? list.data : [];
  const active = orders.filter((order) => order.isActive);
  const cancelAllButton =
    active.length > 0 ? (
      <Button variant="plain" size="small" disabled={pending} onClick={() => void cancelAll.run(undefined)}>
        {overseaText('OVERSEA_CANCEL_ALL')}
      </Button>
    ) : null;

  return (
    <Panel title={overseaText('OVERSEA_ORDERS')} actions={cancelAllButton}>
      <ListState list={list} error={query.error} empty={overseaText('OVERSEA_ORDERS_EMPTY')}>
        {() => (
          <ul aria-label={overseaText('OVERSEA_ORDERS')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {orders.map((order: OverseaOrder) => (
              <ListRow
                key={order.id}
                data-testid="oversea-order"
                dimmed={!order.isActive}
                action={
                  order.isActive ? (
                    <Button
                      variant="plain"
                      size="small"
                      disabled={pending}
                      onClick={() => void cancelOne.run(order.id)}
                    >
                      {overseaText('OVERSEA_CANCEL')}
                    </Button>
                  ) : null
                }
              >
                <strong css={{ fontSize: 14 }}>{order.stock}</strong>
                <span
                  css={{
                    ...tabular,
                    fontSize: 12,
                    color: order.tradeType === 'B' ? theme.color.buy : theme.color.sell,
                  }}
                >
                  {overseaText('OVERSEA_ORDER_LINE', {
                    side: sideLabel(order.tradeType),
                    qty: order.qty,
                    type: overseaText(
                      order.marketType === 'LIMIT' ? 'OVERSEA_LIMIT_ORDER' : 'OVERSEA_MARKET_ORDER',
                    ),
                    price: formatAmount(order.price),
                  })}
                </span>
                <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
                  {formatClock(order.createdAt)}
                </span>
              </ListRow>
            ))}
          </ul>
        )}
      </ListState>
    </Panel>
  );
}
