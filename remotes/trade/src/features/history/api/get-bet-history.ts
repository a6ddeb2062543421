import type { Bet, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/trade/history/list as pages: my bets on the option, newest first. */
export function getBetHistory(tradeOptionId: number, page: number): Promise<Page<Bet>> {
  return apiRequest<Page<Bet>>('get', 'trade/history/list', {
    query: { resultType: 'PAGE', tradeOptionId, page, size: HISTORY_PAGE_SIZE },
  });
}

export function useBetHistory(tradeOptionId: number, page: number, refreshKey: string) {
  return useRemoteData(`${tradeOptionId}:${page}:${refreshKey}`, () => getBetHistory(tradeOptionId, page));
}
