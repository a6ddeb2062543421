import type { Page, PartnerPlayer } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import { partnerKeys } from './get-partner';

export const PLAYER_PAGE_SIZE = 20;

/** GET /api/partner/players {page, size}: the players who joined with the caller's code, newest first. */
export function getPartnerPlayers(page: number): Promise<Page<PartnerPlayer>> {
  return apiRequest<Page<PartnerPlayer>>('get', 'partner/players', {
    query: { page, size: PLAYER_PAGE_SIZE },
  });
}

export function usePartnerPlayers() {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: [...partnerKeys.all(userId), 'players'] as const,
    queryFn: ({ pageParam }) => getPartnerPlayers(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: userId !== 0,
  });
}
