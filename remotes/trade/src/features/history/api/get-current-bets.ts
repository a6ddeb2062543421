import type { Bet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { optionQueryKeys } from '../../../shared/option-query-keys';

/** GET /api/trade/history/current_for_option: my bets of the option still running. */
export function getCurrentBets(tradeOptionId: number): Promise<Bet[]> {
  return apiRequest<Bet[]>('get', 'trade/history/current_for_option', { query: { tradeOptionId } });
}

export const currentBetsKeys = {
  of: (tradeOptionId: number) => [...optionQueryKeys.myLists(tradeOptionId), 'current'] as const,
};

export const useCurrentBets = (tradeOptionId: number) =>
  useQuery({ queryKey: currentBetsKeys.of(tradeOptionId), queryFn: () => getCurrentBets(tradeOptionId) });
