import type { TradeRound } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

/** GET /api/trade/game/recent: the option's latest rounds, newest first (public). */
export function getRecentRounds(tradeOptionId: number, size = 20): Promise<TradeRound[]> {
  return apiRequest<TradeRound[]>('get', 'trade/game/recent', {
    query: { tradeOptionId, size },
    auth: false,
  });
}

export function useRecentRounds(tradeOptionId: number, refreshKey: string) {
  return useRemoteData(`${tradeOptionId}:${refreshKey}`, () => getRecentRounds(tradeOptionId));
}
