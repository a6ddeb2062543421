import { GAME_STATUS, type Bet, type Page } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import type { DayRange } from '../../../shared/history-period';
import { nextPage } from '../../../shared/next-page';
import { walletKeys } from '../../../shared/wallet-query-keys';

export const TRADE_HISTORY_PAGE_SIZE = 20;

/** While a bet of the list is undecided, the list is asked for again so its result shows when the round ends. */
const RUNNING_REFRESH_MS = 10_000;

/**
 * GET /api/trade/history/list {resultType: PAGE, page, size, startDate?, endDate?}: my bets of every option (no
 * tradeOptionId), newest first, within the period's Seoul days.
 */
export function getTradeHistory(page: number, range: DayRange | null): Promise<Page<Bet>> {
  return apiRequest<Page<Bet>>('get', 'trade/history/list', {
    query: { resultType: 'PAGE', page, size: TRADE_HISTORY_PAGE_SIZE, ...range },
  });
}

/** My bets, a page at a time as the player asks for more (pages count from 1). */
export function useTradeHistory(range: DayRange | null) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: walletKeys.tradeHistory(userId, range?.startDate ?? null, range?.endDate ?? null),
    queryFn: ({ pageParam }) => getTradeHistory(pageParam, range),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId !== 0,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.content.some((bet) => bet.status === GAME_STATUS.RUNNING)
        ? RUNNING_REFRESH_MS
        : false,
  });
}
