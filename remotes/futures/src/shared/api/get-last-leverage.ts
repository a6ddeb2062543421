import type { FuturesLeverage } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../futures-keys';

/** GET /api/futures/history/last_leverage: the player's leverage and margin type of one option. */
export function getLastLeverage(futuresOptionId: number): Promise<FuturesLeverage> {
  return apiRequest<FuturesLeverage>('get', 'futures/history/last_leverage', { query: { futuresOptionId } });
}

/**
 * Shared by the order form (its cost and % chips depend on it) and the leverage bar that changes it; the
 * LEVERAGE_UPDATE event writes it. `enabled` is false on the visitor view.
 */
export const useLastLeverage = (futuresOptionId: number, enabled: boolean) =>
  useQuery({
    queryKey: futuresKeys.leverage(futuresOptionId),
    queryFn: () => getLastLeverage(futuresOptionId),
    enabled,
  });
