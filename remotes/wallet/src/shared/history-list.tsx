import { pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { walletText } from './wallet-text';

/**
 * A history of the area (requests, bets, orders, trades): its loading, failure and empty states, then the loaded
 * pages' rows, newest first, with 더보기 for the next page while there is one.
 */
export function HistoryList<T>({
  query,
  label,
  empty,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>>;
  label: string;
  empty: string;
  renderRow: (row: T) => ReactNode;
}) {
  return (
    <ListState list={pagedRowsState(query)} error={query.error} empty={empty}>
      {(rows) => (
        <PagedList
          label={label}
          rows={rows}
          renderRow={renderRow}
          query={query}
          moreLabel={walletText('DNW_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
