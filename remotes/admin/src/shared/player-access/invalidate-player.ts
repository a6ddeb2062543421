import { queryClient } from '@bx/platform';

import { adminKeys } from '../admin-query-keys';
import { opsKeys } from '../admin-ops-query-keys';

/** After any change to a player, refused or not: the detail, the players' list and the audit log are asked again. */
export function invalidatePlayer(playerId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: opsKeys.player(playerId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.playersAll }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}
