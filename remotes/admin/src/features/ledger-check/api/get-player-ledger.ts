import type { PlayerLedgerWallet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/ledger/player {playerId}: each wallet's balance beside the one its transfers add up to. */
export function getPlayerLedger(playerId: number): Promise<PlayerLedgerWallet[]> {
  return apiRequest<PlayerLedgerWallet[]>('get', 'admin/ledger/player', { query: { playerId } });
}

export function usePlayerLedger(playerId: number) {
  return useQuery({ queryKey: adminKeys.playerLedger(playerId), queryFn: () => getPlayerLedger(playerId) });
}
