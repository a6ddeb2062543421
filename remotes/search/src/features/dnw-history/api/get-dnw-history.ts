import type { DnwHistory, Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { searchKeys } from '../../../shared/search-query-keys';
import type { DateRange } from '../../../shared/seoul-days';
import { typeStrsOf, type DnwTypeFilter } from '../utils/type-filter';

export const DNW_PAGE_SIZE = 20;

/**
 * GET /api/dnw/list {page, size, startDate, endDate, typeStrs}: my deposit and withdrawal requests made in the
 * period (Seoul days, the end day included), of one kind or every kind, newest first.
 */
export function getDnwHistory(
  range: DateRange,
  filter: DnwTypeFilter,
  page: number,
): Promise<Page<DnwHistory>> {
  return apiRequest<Page<DnwHistory>>('get', 'dnw/list', {
    query: {
      resultType: 'PAGE',
      page,
      size: DNW_PAGE_SIZE,
      startDate: range.startDate,
      endDate: range.endDate,
      typeStrs: typeStrsOf(filter),
    },
  });
}

/** The period's requests, a page at a time as the player asks for more (pages count from 1). */
export function useDnwHistory(range: DateRange, filter: DnwTypeFilter) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: [...searchKeys.dnw(userId), range.startDate, range.endDate, filter],
    queryFn: ({ pageParam }) => getDnwHistory(range, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: userId !== 0,
  });
}
