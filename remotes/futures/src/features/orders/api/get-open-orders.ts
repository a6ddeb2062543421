import type { FuturesOrder } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/futures/history/open_order: the player's resting LIMIT and STOP orders, of all contracts. */
export function getOpenOrders(): Promise<FuturesOrder[]> {
  return apiRequest<FuturesOrder[]>('get', 'futures/history/open_order');
}

export const useOpenOrders = () => useQuery({ queryKey: futuresKeys.openOrders, queryFn: getOpenOrders });
