import type { FuturesOrder, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/** GET /api/futures/history/list {page, size}: the player's filled and cancelled orders, newest first. */
export function getOrderHistory(page: number): Promise<Page<FuturesOrder>> {
  return apiRequest<Page<FuturesOrder>>('get', 'futures/history/list', {
    query: { page, size: PAGE_SIZE },
  });
}

/** The past orders, a page at a time as the player asks for more (pages count from 1). */
export const useOrderHistory = () => usePagedQuery(futuresKeys.history, getOrderHistory);
