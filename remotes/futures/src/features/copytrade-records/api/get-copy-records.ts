import type { CopyRecord, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/** GET /api/copytrade/history/list {page, size}: the player's copies, filled and skipped, newest first. */
export function getCopyRecords(page: number): Promise<Page<CopyRecord>> {
  return apiRequest<Page<CopyRecord>>('get', 'copytrade/history/list', { query: { page, size: PAGE_SIZE } });
}

/** The copy events mark it stale; a page at a time. */
export const useCopyRecords = () => usePagedQuery(futuresKeys.copyRecords, getCopyRecords);
