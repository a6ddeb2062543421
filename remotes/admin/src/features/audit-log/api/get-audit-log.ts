import type { AdminAuditEntry, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit {page, size}: the site's operator actions, refusals included, newest first. */
export function getAuditLog(page: number): Promise<Page<AdminAuditEntry>> {
  return apiRequest<Page<AdminAuditEntry>>('get', 'admin/audit', { query: { page, size: AUDIT_PAGE_SIZE } });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}
