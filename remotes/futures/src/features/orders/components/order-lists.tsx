import type { FuturesOrder } from '@bx/contracts';
import { queryState, type QueryState } from '@bx/platform';
import { Button, ListState } from '@bx/ui';
import type { UseQueryResult } from '@tanstack/react-query';

import { OrderRow } from '../../../shared/order-row';
import { useCancelAllOrdersMutation } from '../api/cancel-all-orders';
import { useCancelOrderMutation } from '../api/cancel-order';
import { useOpenOrders } from '../api/get-open-orders';
import { useTpslOrders } from '../api/get-tpsl-orders';
import { futuresText } from '../../../shared/futures-text';

/** The resting LIMIT and STOP orders, each with cancel, and cancel-all over them. */
export function OpenOrderList() {
  return (
    <CancellableOrders
      query={useOpenOrders()}
      empty={futuresText('FUT_OPEN_ORDERS_EMPTY')}
      label={futuresText('FUT_OPEN_ORDERS')}
      withCancelAll
    />
  );
}

/** The positions' open take-profit and stop-loss orders, each with cancel (the position stays open). */
export function TpslOrderList() {
  return (
    <CancellableOrders
      query={useTpslOrders()}
      empty={futuresText('FUT_TPSL_ORDERS_EMPTY')}
      label={futuresText('FUT_TPSL_ORDERS')}
    />
  );
}

/** A list of active orders with a cancel each; fills and cancels after that arrive by the realtime events. */
function CancellableOrders({
  query,
  empty,
  label,
  withCancelAll = false,
}: {
  query: UseQueryResult<FuturesOrder[]>;
  empty: string;
  label: string;
  withCancelAll?: boolean;
}) {
  const list = queryState(query);
  const cancelAll = useCancelAllOrdersMutation();
  const cancelOne = useCancelOrderMutation();
  // One cancel at a time: the list's buttons wait while any runs.
  const pending = cancelAll.pending || cancelOne.pending;

  // A cancelled or filled order has moved to the history; one the events have not taken away yet is not shown.
  const shown: QueryState<FuturesOrder[]> =
    list.status === 'ready' ? { status: 'ready', data: list.data.filter((order) => order.isActive) } : list;
  const active = shown.status === 'ready' ? shown.data : [];
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {withCancelAll && active.length > 0 ? (
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="plain"
            size="small"
            disabled={pending}
            onClick={() => void cancelAll.run(undefined)}
          >
            {futuresText('FUT_CANCEL_ALL')}
          </Button>
        </div>
      ) : null}
      <ListState list={shown} error={query.error} empty={empty}>
        {(orders) => (
          <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                action={
                  <Button
                    variant="plain"
                    size="small"
                    disabled={pending}
                    onClick={() => void cancelOne.run(order.id)}
                  >
                    {futuresText('FUT_CANCEL')}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
