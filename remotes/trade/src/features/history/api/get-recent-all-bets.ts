import type { Bet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

/** GET /api/trade/history/recent_all_history: everyone's latest bets on the option, without names (public). */
export function getRecentAllBets(tradeOptionId: number, size = 30): Promise<Bet[]> {
  return apiRequest<Bet[]>('get', 'trade/history/recent_all_history', {
    query: { tradeOptionId, size },
    auth: false,
  });
}

export function useRecentAllBets(tradeOptionId: number, refreshKey: string) {
  return useRemoteData(`${tradeOptionId}:${refreshKey}`, () => getRecentAllBets(tradeOptionId));
}
