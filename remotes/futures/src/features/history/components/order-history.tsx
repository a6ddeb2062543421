import { OrderRow } from '../../../shared/order-row';
import { PagedRows } from '../../../shared/paged-rows';
import { useOrderHistory } from '../api/get-order-history';
import { futuresText } from '../../../shared/futures-text';

/** 주문내역: filled and cancelled orders, newest first, with the next page on demand. */
export function OrderHistory() {
  return (
    <PagedRows
      query={useOrderHistory()}
      label={futuresText('FUT_HISTORY')}
      empty={futuresText('FUT_HISTORY_EMPTY')}
      renderRow={(order) => <OrderRow key={order.id} order={order} />}
      moreLabel={futuresText('FUT_HISTORY_MORE')}
    />
  );
}
