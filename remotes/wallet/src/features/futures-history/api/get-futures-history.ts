import type { FuturesOrder, Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPage } from '../../../shared/next-page';
import type { DayRange } from '../../../shared/history-period';
import { walletKeys } from '../../../shared/wallet-query-keys';

export const FUTURES_HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/futures/history/list {page, size, startDate?, endDate?} (the spec's): my futures orders that are done
 * with, filled or cancelled, of every contract (no futuresOptionId), newest first, within the period's Seoul days.
 */
export function getFuturesHistory(page: number, range: DayRange | null): Promise<Page<FuturesOrder>> {
  return apiRequest<Page<FuturesOrder>>('get', 'futures/history/list', {
    query: { page, size: FUTURES_HISTORY_PAGE_SIZE, ...range },
  });
}

/** My futures orders, a page at a time as the player asks for more (pages count from 1). */
export function useFuturesHistory(range: DayRange | null) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: walletKeys.areaHistory('futures', userId, range),
    queryFn: ({ pageParam }) => getFuturesHistory(pageParam, range),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId !== 0,
  });
}
