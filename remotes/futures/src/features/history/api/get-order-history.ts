import type { FuturesOrder } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

export const HISTORY_PAGE_SIZE = 20;

export interface OrderHistoryPage {
  content: FuturesOrder[];
  page: number;
  size: number;
  totalElements: number;
}

/** GET /api/futures/history/list {page, size}: the player's filled and cancelled orders, newest first. */
export function getOrderHistory(page: number): Promise<OrderHistoryPage> {
  return apiRequest<OrderHistoryPage>('get', 'futures/history/list', {
    query: { page, size: HISTORY_PAGE_SIZE },
  });
}

/** The past orders, a page at a time as the player asks for more (pages count from 1). */
export const useOrderHistory = () =>
  useInfiniteQuery({
    queryKey: futuresKeys.history,
    queryFn: ({ pageParam }) => getOrderHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: OrderHistoryPage) =>
      last.page * last.size < last.totalElements ? last.page + 1 : undefined,
  });
