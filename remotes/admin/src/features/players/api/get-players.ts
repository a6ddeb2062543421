import type { AdminPlayerRow, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

export const PLAYERS_PAGE_SIZE = 20;

/**
 * GET /api/admin/player/list {keyword?, page, size}: the players of the operator's site whose username, name or
 * phone holds `keyword` (every player without one), newest first, with their money and access.
 */
export function getPlayers(keyword: string, page: number): Promise<Page<AdminPlayerRow>> {
  return apiRequest<Page<AdminPlayerRow>>('get', 'admin/player/list', {
    query: { keyword: keyword === '' ? undefined : keyword, page, size: PLAYERS_PAGE_SIZE },
  });
}

export function usePlayers(keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.players(keyword),
    queryFn: ({ pageParam }) => getPlayers(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}
