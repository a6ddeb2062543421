import type { Bet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

/** GET /api/trade/history/current_for_option: my bets of the option still running. */
export function getCurrentBets(tradeOptionId: number): Promise<Bet[]> {
  return apiRequest<Bet[]>('get', 'trade/history/current_for_option', { query: { tradeOptionId } });
}

export function useCurrentBets(tradeOptionId: number, refreshKey: string) {
  return useRemoteData(`${tradeOptionId}:${refreshKey}`, () => getCurrentBets(tradeOptionId));
}
