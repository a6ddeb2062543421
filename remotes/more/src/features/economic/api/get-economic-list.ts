import type { EconomicEvent } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

/** GET /api/economic/list {startDate, endDate, importance}: releases of those UTC days, soonest first. */
export function getEconomicList(
  startDate: string,
  endDate: string,
  importance: number,
): Promise<EconomicEvent[]> {
  return apiRequest<EconomicEvent[]>('get', 'economic/list', { query: { startDate, endDate, importance } });
}

export function useEconomicList(startDate: string, endDate: string, importance: number) {
  return useQuery({
    queryKey: [...moreKeys.content, 'economic', startDate, endDate, importance],
    queryFn: () => getEconomicList(startDate, endDate, importance),
    placeholderData: keepPreviousData,
    // Actuals arrive as releases happen: asked again every few minutes while the screen is open.
    refetchInterval: 300_000,
  });
}
