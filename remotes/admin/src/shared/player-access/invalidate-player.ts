import { queryClient } from '@bx/platform';

import { adminKeys } from '../admin-query-keys';
import { opsKeys } from '../admin-ops-query-keys';

/**
 * After any change to a player, refused or not: the detail, the players' list, their rebuilt balances, the
 * money screen's requests (a bonus or deduction is one) and the audit log are asked again.
 */
export function invalidatePlayer(playerId: number): Promise<unknown> {
  return Promise.all(
    [
      opsKeys.player(playerId),
      adminKeys.playersAll,
      adminKeys.playerLedger(playerId),
      adminKeys.dnwAll,
      adminKeys.audit,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
