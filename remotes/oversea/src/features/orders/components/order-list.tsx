import { formatClock } from '@bx/chart';
import { formatAmount, type OverseaOrder } from '@bx/contracts';
import { clientText, problemText, queryState, showAlert } from '@bx/platform';
import { Button, ListState, Panel, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { sideLabel } from '../../../shared/side-label';
import { cancelAllOrders } from '../api/cancel-all-orders';
import { cancelOrder } from '../api/cancel-order';
import { useOpenOrders } from '../api/get-open-orders';

/** The player's resting orders with cancel and cancel-all; fills and cancels arrive by the realtime events. */
export function OrderList() {
  const theme = useTheme();
  const query = useOpenOrders();
  const list = queryState(query);
  const [sending, setSending] = useState<number | 'all' | null>(null);

  const run = async (which: number | 'all', action: () => Promise<unknown>) => {
    setSending(which);
    try {
      await action();
    } catch (cause) {
      void showAlert(problemText(cause));
    } finally {
      setSending(null);
    }
  };

  const orders = list.status === 'ready' ? list.data : [];
  const active = orders.filter((order) => order.isActive);
  const cancelAllButton =
    active.length > 0 ? (
      <Button
        variant="plain"
        size="small"
        disabled={sending !== null}
        onClick={() => void run('all', cancelAllOrders)}
      >
        {clientText('OVERSEA_CANCEL_ALL')}
      </Button>
    ) : null;

  return (
    <Panel title={clientText('OVERSEA_ORDERS')} actions={cancelAllButton}>
      <ListState list={list} error={query.error} empty={clientText('OVERSEA_ORDERS_EMPTY')}>
        {() => (
          <ul aria-label={clientText('OVERSEA_ORDERS')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {orders.map((order: OverseaOrder) => (
              <li
                key={order.id}
                data-testid="oversea-order"
                css={{
                  padding: '10px 0',
                  borderTop: `1px solid ${theme.color.border}`,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  opacity: order.isActive ? 1 : 0.5,
                }}
              >
                <div css={{ flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>
                  <strong css={{ fontSize: 14 }}>{order.stock}</strong>
                  <span
                    css={{
                      ...tabular,
                      fontSize: 12,
                      color: order.tradeType === 'B' ? theme.color.buy : theme.color.sell,
                    }}
                  >
                    {clientText('OVERSEA_ORDER_LINE', {
                      side: sideLabel(order.tradeType),
                      qty: order.qty,
                      type: clientText(
                        order.marketType === 'LIMIT' ? 'OVERSEA_LIMIT_ORDER' : 'OVERSEA_MARKET_ORDER',
                      ),
                      price: formatAmount(order.price),
                    })}
                  </span>
                  <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
                    {formatClock(order.createdAt)}
                  </span>
                </div>
                {order.isActive ? (
                  <Button
                    variant="plain"
                    size="small"
                    disabled={sending !== null}
                    onClick={() => void run(order.id, () => cancelOrder(order.id))}
                  >
                    {clientText('OVERSEA_CANCEL')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Panel>
  );
}
