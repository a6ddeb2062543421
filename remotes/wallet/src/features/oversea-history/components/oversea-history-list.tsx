import { clientText, pagedRowsState } from '@bx/platform';
import { ListState, OverseaTradeRow, PagedList } from '@bx/ui';

import type { DayRange } from '../../../shared/history-period';
import { useOverseaHistory } from '../api/get-oversea-history';

/** My closed overseas futures trades within the period, newest first, 20 at a time. */
export function OverseaHistoryList({ range }: { range: DayRange | null }) {
  const history = useOverseaHistory(range);
  return (
    <ListState
      list={pagedRowsState(history)}
      error={history.error}
      empty={clientText('TRADE_HISTORY_OVERSEA_EMPTY')}
    >
      {(rows) => (
        <PagedList
          label={clientText('TRADE_HISTORY_OVERSEA')}
          rows={rows}
          renderRow={(trade) => <OverseaTradeRow key={trade.id} trade={trade} />}
          query={history}
          moreLabel={clientText('DNW_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
