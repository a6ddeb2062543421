import type { Page } from '@bx/contracts';
import { pagedRowsState, type QueryState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { futuresText } from './futures-text';

/**
 * A list read a page at a time (usePagedQuery): its loading, failed and empty states, then the rows of every
 * page loaded (those `keep` keeps, where given) and the next page's button.
 */
export function PagedRows<T>({
  query,
  label,
  empty,
  renderRow,
  keep,
  moreLabel = futuresText('CT_MORE'),
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  label: string;
  empty: string;
  renderRow: (row: T) => ReactNode;
  keep?: (row: T) => boolean;
  moreLabel?: string;
}) {
  const rows = pagedRowsState(query);
  const shown: QueryState<T[]> =
    keep !== undefined && rows.status === 'ready' ? { status: 'ready', data: rows.data.filter(keep) } : rows;
  return (
    <ListState list={shown} error={query.error} empty={empty}>
      {(items) => (
        <PagedList label={label} rows={items} renderRow={renderRow} query={query} moreLabel={moreLabel} />
      )}
    </ListState>
  );
}
