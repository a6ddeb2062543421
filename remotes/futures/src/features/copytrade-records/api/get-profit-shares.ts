import type { CopyProfitShare, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/**
 * GET /api/copytrade/history/profit_share {page, size}: the profit shares a follower paid, or those a TRADER
 * received, newest first.
 */
export function getProfitShares(page: number): Promise<Page<CopyProfitShare>> {
  return apiRequest<Page<CopyProfitShare>>('get', 'copytrade/history/profit_share', {
    query: { page, size: PAGE_SIZE },
  });
}

/** An unfollow or a stop-loss marks it stale (its settlement); a page at a time. */
export const useProfitShares = () => usePagedQuery(futuresKeys.copyProfitShares, getProfitShares);
