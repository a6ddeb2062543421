import type { AdminContact, AdminContactStatus, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

export const CONTACTS_PAGE_SIZE = 20;

/** GET /api/admin/contact/list {status, page, size}: the site's inquiries of that status, newest first. */
export function getContacts(status: AdminContactStatus, page: number): Promise<Page<AdminContact>> {
  return apiRequest<Page<AdminContact>>('get', 'admin/contact/list', {
    query: { status, page, size: CONTACTS_PAGE_SIZE },
  });
}

export function useContacts(status: AdminContactStatus) {
  return useInfiniteQuery({
    queryKey: opsKeys.contacts(status),
    queryFn: ({ pageParam }) => getContacts(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}
