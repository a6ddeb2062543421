import type { Page } from '@bx/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The rows the section's lists ask for at a time. */
export const PAGE_SIZE = 20;

/** A list of the section read a page at a time as the operator asks for more (더 보기), from the first page. */
export const usePagedQuery = <T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) =>
      last.page * last.size < last.totalElements ? last.page + 1 : undefined,
  });
