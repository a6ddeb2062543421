import type { AdminPlayerDetail } from '@bx/contracts';
import { Button, cardStyle, Chip } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { runConfirmed } from '../../../shared/run-confirmed';
import { seoulDateTime } from '../../../shared/seoul-time';
import { useForceLogout } from '../../../shared/player-access/force-logout';
import { nextAccess, PLAYER_STATUS_LABELS } from '../../../shared/player-access/player-status';
import { useSetPlayerAccess } from '../../../shared/player-access/set-player-access';
import { adminText } from '../../../shared/admin-text';

/**
 * Who the player is (username, name, status, role, partner, phone, joined), with 차단 / 차단 해제 and 강제 로그아웃,
 * each confirmed first; the detail is asked again after either.
 */
export function PlayerSummary({ player }: { player: AdminPlayerDetail }) {
  const theme = useTheme();
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

  const muted = { margin: 0, fontSize: 13, color: theme.color.textMuted, overflowWrap: 'anywhere' } as const;
  return (
    <article aria-label={adminText('OPS_PLAYER_SUMMARY')} css={cardStyle(theme)}>
      <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, minWidth: 0 }}>
        <h2 css={{ margin: 0, fontSize: 18, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {player.username}
        </h2>
        <Chip tone={player.status === 'DENY' ? 'accent' : 'muted'}>
          {adminText(PLAYER_STATUS_LABELS[player.status])}
        </Chip>
        <Chip tone="muted">
          {adminText(player.role === 'TRADER' ? 'OPS_ROLE_TRADER' : 'OPS_ROLE_PLAYER')}
        </Chip>
      </header>
      <p css={{ ...muted, color: theme.color.text, fontSize: 14 }}>
        {player.name} · {player.phone} · #{player.id}
      </p>
      <p css={muted}>
        {player.partner
          ? adminText('OPS_PARTNER_OF', { code: player.partner.code })
          : adminText('OPS_NO_PARTNER')}
        {player.blockDevice ? ` · ${adminText('ADM_BLOCKED_ON', { device: player.blockDevice })}` : ''}
      </p>
      <p css={muted}>
        {adminText('ADM_JOINED_AT')}{' '}
        <time dateTime={new Date(player.createdAt).toISOString()}>{seoulDateTime(player.createdAt)}</time>
      </p>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <Button variant="plain" busy={access.isPending} onClick={changeAccess}>
          {adminText(next === 'DENY' ? 'ADM_DENY' : 'ADM_UNDENY')}
        </Button>
        <Button variant="plain" busy={logout.isPending} onClick={endSessions}>
          {adminText('ADM_FORCE_LOGOUT')}
        </Button>
      </div>
    </article>
  );
}
