import type { TradeOption } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { optionQueryKeys } from '../../../shared/option-query-keys';

/** GET /api/trade/option: one option with its payout rate, minimum stake and unit (public). */
export function getTradeOption(tradeOptionId: number): Promise<TradeOption> {
  return apiRequest<TradeOption>('get', 'trade/option', { query: { tradeOptionId }, auth: false });
}

export const tradeOptionKeys = {
  detail: (tradeOptionId: number) => [...optionQueryKeys.all(tradeOptionId), 'option'] as const,
};

export const useTradeOption = (tradeOptionId: number) =>
  useQuery({ queryKey: tradeOptionKeys.detail(tradeOptionId), queryFn: () => getTradeOption(tradeOptionId) });
