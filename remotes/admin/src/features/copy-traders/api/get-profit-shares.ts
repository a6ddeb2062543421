import type { CopyProfitShare, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { copyKeys } from './copy-keys';
import { PAGE_SIZE, usePagedQuery } from './paged-query';

/** GET /api/admin/copytrade/profit_share/list {page, size}: the site's profit shares booked, newest first. */
export function getProfitShares(page: number): Promise<Page<CopyProfitShare>> {
  return apiRequest<Page<CopyProfitShare>>('get', 'admin/copytrade/profit_share/list', {
    query: { page, size: PAGE_SIZE },
  });
}

export const useProfitShares = () => usePagedQuery(copyKeys.shares, getProfitShares);
