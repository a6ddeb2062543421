import type { CopyTrader, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { copyKeys } from './copy-keys';
import { PAGE_SIZE, usePagedQuery } from './paged-query';

/** GET /api/admin/copytrade/trader/list {page, size}: the site's copy traders with terms and figures, newest first. */
export function getCopyTraders(page: number): Promise<Page<CopyTrader>> {
  return apiRequest<Page<CopyTrader>>('get', 'admin/copytrade/trader/list', {
    query: { page, size: PAGE_SIZE },
  });
}

export const useCopyTraders = () => usePagedQuery(copyKeys.traders, getCopyTraders);
