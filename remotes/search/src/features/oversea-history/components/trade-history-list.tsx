import { pagedRowsState } from '@bx/platform';
import { OverseaTradeRow, PagedList } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { QueryView } from '../../../shared/query-view';
import type { DateRange } from '../../../shared/seoul-days';
import { useOverseaHistory } from '../api/get-oversea-history';
import { searchText } from '../../../shared/search-text';

/** The period's closed trades, newest first, with a button for the next page while there is one. */
export function TradeHistoryList({ range }: { range: DateRange }) {
  const theme = useTheme();
  const history = useOverseaHistory(range);
  const trades = pagedRowsState(history);
  return (
    <section aria-label={searchText('SEARCH_HISTORY_TITLE')} css={{ display: 'grid', gap: 10 }}>
      <h2 css={{ margin: 0, fontSize: 15 }}>{searchText('SEARCH_HISTORY_TITLE')}</h2>
      <QueryView state={trades} error={history.error}>
        {(items) =>
          items.length === 0 ? (
            <p css={{ margin: 0, padding: '24px 16px', textAlign: 'center', color: theme.color.textMuted }}>
              {searchText('SEARCH_HISTORY_EMPTY')}
            </p>
          ) : (
            <PagedList
              label={searchText('SEARCH_HISTORY_TITLE')}
              rows={items}
              renderRow={(trade) => <OverseaTradeRow key={trade.id} trade={trade} />}
              query={history}
              moreLabel={searchText('SEARCH_HISTORY_MORE')}
            />
          )
        }
      </QueryView>
    </section>
  );
}
