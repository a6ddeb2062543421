import type { OverseaTrade } from '@bx/contracts';
import { clientText, problemText, queryState, type QueryState } from '@bx/platform';
import { Button, FailurePanel } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { QueryView } from '../../../shared/query-view';
import type { DateRange } from '../../../shared/seoul-days';
import { useOverseaHistory } from '../api/get-oversea-history';

import { TradeRow } from './trade-row';

/** The period's closed trades, newest first, with a button for the next page while there is one. */
export function TradeHistoryList({ range }: { range: DateRange }) {
  const theme = useTheme();
  const history = useOverseaHistory(range);
  const loaded = queryState(history);
  const trades: QueryState<OverseaTrade[]> =
    loaded.status === 'ready'
      ? { status: 'ready', data: loaded.data.pages.flatMap((page) => page.content) }
      : loaded;
  return (
    <section aria-label={clientText('SEARCH_HISTORY_TITLE')} css={{ display: 'grid', gap: 10 }}>
      <h2 css={{ margin: 0, fontSize: 15 }}>{clientText('SEARCH_HISTORY_TITLE')}</h2>
      <QueryView state={trades} error={history.error}>
        {(items) =>
          items.length === 0 ? (
            <p css={{ margin: 0, padding: '24px 16px', textAlign: 'center', color: theme.color.textMuted }}>
              {clientText('SEARCH_HISTORY_EMPTY')}
            </p>
          ) : (
            <>
              <ul
                aria-label={clientText('SEARCH_HISTORY_TITLE')}
                css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}
              >
                {items.map((trade) => (
                  <TradeRow key={trade.id} trade={trade} />
                ))}
              </ul>
              {history.isFetchNextPageError ? (
                <FailurePanel
                  message={problemText(history.error)}
                  onRetry={() => void history.fetchNextPage()}
                />
              ) : history.hasNextPage ? (
                <Button
                  variant="plain"
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {clientText(history.isFetchingNextPage ? 'LIST_LOADING' : 'SEARCH_HISTORY_MORE')}
                </Button>
              ) : null}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
