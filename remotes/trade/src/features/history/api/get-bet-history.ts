import type { Bet, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { optionQueryKeys } from '../../../shared/option-query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/trade/history/list as pages: my bets on the option, newest first. */
export function getBetHistory(tradeOptionId: number, page: number): Promise<Page<Bet>> {
  return apiRequest<Page<Bet>>('get', 'trade/history/list', {
    query: { resultType: 'PAGE', tradeOptionId, page, size: HISTORY_PAGE_SIZE },
  });
}

export const betHistoryKeys = {
  page: (tradeOptionId: number, page: number) =>
    [...optionQueryKeys.myLists(tradeOptionId), 'history', page] as const,
};

export function useBetHistory(tradeOptionId: number, page: number) {
  return useQuery({
    queryKey: betHistoryKeys.page(tradeOptionId, page),
    queryFn: () => getBetHistory(tradeOptionId, page),
    // Turning the page keeps the last one on screen until the next arrives, instead of a spinner between.
    placeholderData: keepPreviousData,
  });
}
