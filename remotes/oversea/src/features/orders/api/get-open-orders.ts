import type { OverseaOrder } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { overseaKeys } from '../../../shared/oversea-keys';

/** GET /api/oversea/open_order: the player's resting orders, of all options. */
export function getOpenOrders(): Promise<OverseaOrder[]> {
  return apiRequest<OverseaOrder[]>('get', 'oversea/open_order');
}

export const useOpenOrders = () => useQuery({ queryKey: overseaKeys.orders, queryFn: getOpenOrders });
