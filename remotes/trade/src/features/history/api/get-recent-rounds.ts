import type { TradeRound } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { optionQueryKeys } from '../../../shared/option-query-keys';

/** GET /api/trade/game/recent: the option's latest rounds, newest first (public). */
export function getRecentRounds(tradeOptionId: number, size = 20): Promise<TradeRound[]> {
  return apiRequest<TradeRound[]>('get', 'trade/game/recent', {
    query: { tradeOptionId, size },
    auth: false,
  });
}

export const recentRoundsKeys = {
  of: (tradeOptionId: number) => [...optionQueryKeys.lists(tradeOptionId), 'rounds'] as const,
};

export const useRecentRounds = (tradeOptionId: number) =>
  useQuery({ queryKey: recentRoundsKeys.of(tradeOptionId), queryFn: () => getRecentRounds(tradeOptionId) });
