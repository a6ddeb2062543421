import type { OverseaTrade, Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { searchKeys } from '../../../shared/search-query-keys';
import type { DateRange } from '../../../shared/seoul-days';

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/oversea/history/list {page, size, startDate, endDate}: my closed trades of the period, newest first. */
export function getOverseaHistory(range: DateRange, page: number): Promise<Page<OverseaTrade>> {
  return apiRequest<Page<OverseaTrade>>('get', 'oversea/history/list', {
    query: { page, size: HISTORY_PAGE_SIZE, startDate: range.startDate, endDate: range.endDate },
  });
}

/** The period's closed trades, a page at a time as the player asks for more (pages count from 1). */
export function useOverseaHistory(range: DateRange) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: [...searchKeys.oversea(userId), 'history', range.startDate, range.endDate],
    queryFn: ({ pageParam }) => getOverseaHistory(range, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: userId !== 0,
  });
}
