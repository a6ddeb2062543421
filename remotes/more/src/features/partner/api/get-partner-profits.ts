import type { Page, PartnerProfit, PartnerProfitType } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useInfiniteQuery } from '@tanstack/react-query';

import type { ProfitPeriod } from '../utils/profit-period';

import { partnerKeys } from './get-partner';

export const PROFIT_PAGE_SIZE = 20;

/** Which profits the list asks for: the caller's own or its sub-partners', of one type or all, in a period. */
export interface ProfitQuery {
  isChildren: boolean;
  type: PartnerProfitType | 'ALL';
  period: ProfitPeriod;
}

/**
 * GET /api/partner_profit/my_list {resultType: PAGE, isChildren, typeStrs, startDate, endDate, page, size}: the
 * shares booked in the period (Seoul days, the end day included), newest first.
 */
export function getPartnerProfits(query: ProfitQuery, page: number): Promise<Page<PartnerProfit>> {
  return apiRequest<Page<PartnerProfit>>('get', 'partner_profit/my_list', {
    query: {
      resultType: 'PAGE',
      isChildren: query.isChildren,
      typeStrs: query.type === 'ALL' ? undefined : query.type,
      startDate: query.period.startDate,
      endDate: query.period.endDate,
      page,
      size: PROFIT_PAGE_SIZE,
    },
  });
}

/** The profits a page at a time as the partner asks for more (pages count from 1). */
export function usePartnerProfits(query: ProfitQuery) {
  const userId = useMe()?.id ?? 0;
  return useInfiniteQuery({
    queryKey: [...partnerKeys.all(userId), 'profits', query] as const,
    queryFn: ({ pageParam }) => getPartnerProfits(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.totalElements ? last.page + 1 : undefined),
    enabled: userId !== 0,
  });
}
