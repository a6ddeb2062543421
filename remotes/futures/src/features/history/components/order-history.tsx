import { clientText, pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { OrderRow } from '../../../shared/order-row';
import { useOrderHistory } from '../api/get-order-history';

/** 주문내역: filled and cancelled orders, newest first, with the next page on demand. */
export function OrderHistory() {
  const query = useOrderHistory();
  const list = pagedRowsState(query);
  return (
    <ListState list={list} error={query.error} empty={clientText('FUT_HISTORY_EMPTY')}>
      {(orders) => (
        <PagedList
          label={clientText('FUT_HISTORY')}
          rows={orders}
          renderRow={(order) => <OrderRow key={order.id} order={order} />}
          query={query}
          moreLabel={clientText('FUT_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
