import type { FuturesOrder } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/futures/history/open_sltp: the open TAKEPROFIT and STOPLOSS orders of the player's positions. */
export function getTpslOrders(): Promise<FuturesOrder[]> {
  return apiRequest<FuturesOrder[]>('get', 'futures/history/open_sltp');
}

export const useTpslOrders = () => useQuery({ queryKey: futuresKeys.tpslOrders, queryFn: getTpslOrders });
