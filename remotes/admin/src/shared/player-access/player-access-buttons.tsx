import type { UserStatus } from '@bx/contracts';
import { Button } from '@bx/ui';

import { adminText } from '../admin-text';
import { runConfirmed } from '../run-confirmed';

import { useForceLogout } from './force-logout';
import { nextAccess } from './player-status';
import { useSetPlayerAccess } from './set-player-access';

/**
 * 차단 / 차단 해제 and 강제 로그아웃 of one player, each confirmed first (a block or a forced logout ends their
 * sessions); the player's list, detail and the audit log are asked again after either.
 */
export function PlayerAccessButtons({
  player,
}: {
  player: { id: number; name: string; username: string; status: UserStatus };
}) {
  const access = useSetPlayerAccess();
  const logout = useForceLogout();
  const name = `${player.name} (${player.username})`;
  const next = nextAccess(player.status);

  const changeAccess = () =>
    void runConfirmed(
      adminText(next === 'DENY' ? 'ADM_DENY_CONFIRM' : 'ADM_UNDENY_CONFIRM', { name }),
      () => access.mutateAsync({ playerId: player.id, status: next }),
      () => adminText(next === 'DENY' ? 'ADM_DENIED' : 'ADM_UNDENIED'),
    );
  const endSessions = () =>
    void runConfirmed(
      adminText('ADM_FORCE_LOGOUT_CONFIRM', { name }),
      () => logout.mutateAsync(player.id),
      ({ revoked }) => adminText('ADM_LOGGED_OUT', { count: revoked }),
    );

  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <Button variant="plain" busy={access.isPending} onClick={changeAccess}>
        {adminText(next === 'DENY' ? 'ADM_DENY' : 'ADM_UNDENY')}
      </Button>
      <Button variant="plain" busy={logout.isPending} onClick={endSessions}>
        {adminText('ADM_FORCE_LOGOUT')}
      </Button>
    </div>
  );
}
