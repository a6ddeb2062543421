import { clientText, pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import type { DayRange } from '../../../shared/history-period';
import { useFuturesHistory } from '../api/get-futures-history';

import { FuturesOrderRow } from './futures-order-row';

/** My futures orders done with (filled or cancelled) within the period, newest first, 20 at a time. */
export function FuturesHistoryList({ range }: { range: DayRange | null }) {
  const history = useFuturesHistory(range);
  return (
    <ListState
      list={pagedRowsState(history)}
      error={history.error}
      empty={clientText('TRADE_HISTORY_FUTURES_EMPTY')}
    >
      {(rows) => (
        <PagedList
          label={clientText('TRADE_HISTORY_FUTURES')}
          rows={rows}
          renderRow={(order) => <FuturesOrderRow key={order.id} order={order} />}
          query={history}
          moreLabel={clientText('DNW_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
