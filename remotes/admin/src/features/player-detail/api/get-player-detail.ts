import type { AdminPlayerDetail } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/**
 * GET /api/admin/player {playerId}: one player of the operator's site with their wallets, open futures and
 * overseas positions and orders, last 20 bets and last 20 deposit/withdraw requests (404 USER_NOT_FOUND for
 * another site's player, an operator or a partner).
 */
export function getPlayerDetail(playerId: number): Promise<AdminPlayerDetail> {
  return apiRequest<AdminPlayerDetail>('get', 'admin/player', { query: { playerId } });
}

export function usePlayerDetail(playerId: number) {
  return useQuery({
    queryKey: opsKeys.player(playerId),
    queryFn: () => getPlayerDetail(playerId),
    enabled: playerId > 0,
  });
}
