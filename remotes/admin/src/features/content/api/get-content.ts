import type { AdminContentItem, ContentKind, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

export const CONTENT_PAGE_SIZE = 20;

/**
 * GET /api/admin/content/list {kind, page, size}: the site's content of one kind, newest first, with what only
 * operators see (whether a notice was forced, when it last changed).
 */
export function getContent(kind: ContentKind, page: number): Promise<Page<AdminContentItem>> {
  return apiRequest<Page<AdminContentItem>>('get', 'admin/content/list', {
    query: { kind, page, size: CONTENT_PAGE_SIZE },
  });
}

export function useContent(kind: ContentKind) {
  return useInfiniteQuery({
    queryKey: opsKeys.content(kind),
    queryFn: ({ pageParam }) => getContent(kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}
