import type { DnwHistory, DnwStatus, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export const DNW_PAGE_SIZE = 20;

/** A request of the operator's site, with whose it is: the player's id and username. */
export type AdminDnw = DnwHistory & { playerId: number; username: string };

/** The statuses each list of the screen asks for: the waiting ones, and those already decided. */
const STATUSES: Record<'waiting' | 'decided', readonly DnwStatus[]> = {
  waiting: ['WAIT'],
  decided: ['DONE', 'REJECT', 'CANCEL'],
};

/**
 * GET /api/admin/dnw/list {statusStrs, page, size}: the site's deposit and withdrawal requests of those statuses,
 * newest first, with the player each is of.
 */
export function getAdminDnw(scope: 'waiting' | 'decided', page: number): Promise<Page<AdminDnw>> {
  return apiRequest<Page<AdminDnw>>('get', 'admin/dnw/list', {
    query: { resultType: 'PAGE', statusStrs: STATUSES[scope].join(','), page, size: DNW_PAGE_SIZE },
  });
}

/** One list a page at a time (pages count from 1), the next page on 더 보기. */
export function useAdminDnw(scope: 'waiting' | 'decided') {
  return useInfiniteQuery({
    queryKey: adminKeys.dnw(scope),
    queryFn: ({ pageParam }) => getAdminDnw(scope, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}
