import type { CopyFollow, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/** GET /api/copytrade/follower/my_trader_follower {page, size}: a TRADER's current followers. */
export function getMyFollowers(page: number): Promise<Page<CopyFollow>> {
  return apiRequest<Page<CopyFollow>>('get', 'copytrade/follower/my_trader_follower', {
    query: { page, size: PAGE_SIZE },
  });
}

export const useMyFollowers = () => usePagedQuery(futuresKeys.copyFollowers, getMyFollowers);
