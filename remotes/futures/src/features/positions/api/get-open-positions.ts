import type { FuturesPosition } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/futures/history/open_position: every open position of the player, of all contracts. */
export function getOpenPositions(): Promise<FuturesPosition[]> {
  return apiRequest<FuturesPosition[]>('get', 'futures/history/open_position');
}

/** `enabled` is false on the visitor view, which has no account to ask about. */
export const useOpenPositions = (enabled = true) =>
  useQuery({ queryKey: futuresKeys.positions, queryFn: getOpenPositions, enabled });
