import type { OverseaPosition } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { overseaKeys } from '../../../shared/oversea-keys';

/** GET /api/oversea/open_position: every open position of the player, of all options. */
export function getOpenPositions(): Promise<OverseaPosition[]> {
  return apiRequest<OverseaPosition[]>('get', 'oversea/open_position');
}

/** `enabled` is false on the visitor view, which has no account to ask about. */
export const useOpenPositions = (enabled = true) =>
  useQuery({ queryKey: overseaKeys.positions, queryFn: getOpenPositions, enabled });
