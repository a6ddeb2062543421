import type { TradeOption } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { useRemoteData } from '../../../shared/use-remote-data';

/** GET /api/trade/option: one option with its payout rate, minimum stake and unit (public). */
export function getTradeOption(tradeOptionId: number): Promise<TradeOption> {
  return apiRequest<TradeOption>('get', 'trade/option', { query: { tradeOptionId }, auth: false });
}

export function useTradeOption(tradeOptionId: number) {
  return useRemoteData(String(tradeOptionId), () => getTradeOption(tradeOptionId));
}
