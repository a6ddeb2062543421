import type { Page } from '@bx/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The rows a list asks for at a time. */
export const PAGE_SIZE = 20;

/** The page after `last` (pages count from 1), or undefined once every row has been loaded. */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.page * last.size < last.totalElements ? last.page + 1 : undefined;
}

/** A list read a page at a time as the player asks for more, from the first page. */
export const usePagedQuery = <T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
