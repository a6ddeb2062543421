import type { DnwHistory, Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPage } from '../../../shared/next-page';
import { walletKeys } from '../../../shared/wallet-query-keys';

export const DNW_PAGE_SIZE = 20;

/** GET /api/dnw/list {page, size}: my deposit and withdrawal requests of every kind, newest first. */
export function getDnwHistory(page: number): Promise<Page<DnwHistory>> {
  return apiRequest<Page<DnwHistory>>('get', 'dnw/list', {
    query: { resultType: 'PAGE', page, size: DNW_PAGE_SIZE },
  });
}

/** My requests, a page at a time as the player asks for more (pages count from 1). */
export function useDnwHistory() {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: [...walletKeys.dnw(userId), 'history'],
    queryFn: ({ pageParam }) => getDnwHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId !== 0,
  });
}
