import type { FuturesLeverage } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * GET /api/futures/history/last_leverage (no futuresOptionId): the player's leverage and margin type of every
 * option, which their copies will fill at (the follow form shows them).
 */
export function getMySettings(): Promise<FuturesLeverage[]> {
  return apiRequest<FuturesLeverage[]>('get', 'futures/history/last_leverage');
}

export const useMySettings = () => useQuery({ queryKey: futuresKeys.settings, queryFn: getMySettings });
