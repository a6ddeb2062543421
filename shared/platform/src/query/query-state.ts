import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';

/** What a view draws for a query: a skeleton while there is nothing yet, the failure with a retry, or the data. */
export type QueryState<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

/**
 * The state of `query` as a view shows it. Data once loaded stays on screen when a later refresh fails; a
 * failure shows only while nothing is being asked again, so a retry goes back to the skeleton.
 */
export function queryState<T>(query: UseQueryResult<T>): QueryState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** The rows of every page an infinite query has loaded, in order, as one list's state. */
export function pagedRowsState<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>>,
): QueryState<T[]> {
  const loaded = queryState(query as UseQueryResult<InfiniteData<{ content: T[] }>>);
  return loaded.status === 'ready'
    ? { status: 'ready', data: loaded.data.pages.flatMap((page) => page.content) }
    : loaded;
}
