import type { OverseaDailyProfit } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { searchKeys } from '../../../shared/search-query-keys';
import type { DateRange } from '../../../shared/seoul-days';

/** GET /api/oversea/daily_profit {startDate, endDate}: my realized profit per Seoul day of the period. */
export function getDailyProfit(range: DateRange): Promise<OverseaDailyProfit[]> {
  return apiRequest<OverseaDailyProfit[]>('get', 'oversea/daily_profit', {
    query: { startDate: range.startDate, endDate: range.endDate },
  });
}

export function useDailyProfit(range: DateRange) {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: [...searchKeys.oversea(userId), 'daily-profit', range.startDate, range.endDate],
    queryFn: () => getDailyProfit(range),
    enabled: userId !== 0,
  });
}
