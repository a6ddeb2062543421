import type { OverseaTrade, Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import type { DayRange } from '../../../shared/history-period';
import { nextPage } from '../../../shared/next-page';
import { walletKeys } from '../../../shared/wallet-query-keys';

export const OVERSEA_HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/oversea/history/list {page, size, startDate?, endDate?} (the spec's): my closed overseas futures trades,
 * newest first, within the period's Seoul days.
 */
export function getOverseaHistory(page: number, range: DayRange | null): Promise<Page<OverseaTrade>> {
  return apiRequest<Page<OverseaTrade>>('get', 'oversea/history/list', {
    query: { page, size: OVERSEA_HISTORY_PAGE_SIZE, ...range },
  });
}

/** My closed overseas trades, a page at a time as the player asks for more (pages count from 1). */
export function useOverseaHistory(range: DayRange | null) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: walletKeys.areaHistory('oversea', userId, range),
    queryFn: ({ pageParam }) => getOverseaHistory(pageParam, range),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId !== 0,
  });
}
