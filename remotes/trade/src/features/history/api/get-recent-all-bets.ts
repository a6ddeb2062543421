import type { Bet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { optionQueryKeys } from '../../../shared/option-query-keys';

/** GET /api/trade/history/recent_all_history: everyone's latest bets on the option, without names (public). */
export function getRecentAllBets(tradeOptionId: number, size = 30): Promise<Bet[]> {
  return apiRequest<Bet[]>('get', 'trade/history/recent_all_history', {
    query: { tradeOptionId, size },
    auth: false,
  });
}

export const recentAllBetsKeys = {
  of: (tradeOptionId: number) => [...optionQueryKeys.lists(tradeOptionId), 'all-bets'] as const,
};

export const useRecentAllBets = (tradeOptionId: number) =>
  useQuery({ queryKey: recentAllBetsKeys.of(tradeOptionId), queryFn: () => getRecentAllBets(tradeOptionId) });
