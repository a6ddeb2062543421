import type { FuturesQtyPer } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/futures/order/qty_per: what 100 % of the free balance opens at a leverage, for the % chips. */
export function getQtyPer(futuresOptionId: number, leverage: number): Promise<FuturesQtyPer> {
  return apiRequest<FuturesQtyPer>('get', 'futures/order/qty_per', { query: { futuresOptionId, leverage } });
}

/** Asked again when the chips are tapped, so 100 % is today's balance at today's price. */
export const useQtyPer = (futuresOptionId: number, leverage: number | null) =>
  useQuery({
    queryKey: futuresKeys.qtyPer(futuresOptionId, leverage ?? 0),
    queryFn: () => getQtyPer(futuresOptionId, leverage ?? 0),
    enabled: leverage !== null,
  });
