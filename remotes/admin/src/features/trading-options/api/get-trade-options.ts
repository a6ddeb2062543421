import type { TradeOption } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/**
 * GET /api/trade/option/list without isPlay: every binary/rent option, on or off, with its switches and terms (the
 * options are shared by every site, so no prefix narrows them).
 */
export function getAllTradeOptions(): Promise<TradeOption[]> {
  return apiRequest<TradeOption[]>('get', 'trade/option/list', { query: { resultType: 'LIST' } });
}

export function useAllTradeOptions() {
  return useQuery({ queryKey: opsKeys.tradeOptions, queryFn: getAllTradeOptions });
}
