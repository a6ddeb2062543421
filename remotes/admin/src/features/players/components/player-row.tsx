import { formatAmount, type AdminPlayerRow } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { Button, cardStyle, Chip, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { runConfirmed } from '../../../shared/run-confirmed';
import { seoulDateTime } from '../../../shared/seoul-time';
import { useForceLogout } from '../../../shared/player-access/force-logout';
import { nextAccess, PLAYER_STATUS_LABELS } from '../../../shared/player-access/player-status';
import { useSetPlayerAccess } from '../../../shared/player-access/set-player-access';
import { adminText } from '../../../shared/admin-text';

/**
 * One player: who (a link to their detail page), their status and money, and 차단 / 차단 해제 and 강제 로그아웃,
 * each confirmed first.
 */
export function PlayerRow({ player }: { player: AdminPlayerRow }) {
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

  const muted = { margin: 0, fontSize: 12, color: theme.color.textMuted } as const;
  return (
    <li css={{ listStyle: 'none', minWidth: 0 }}>
      <article aria-label={name} css={cardStyle(theme)}>
        <header css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <Link
            to={`/admin/players/${player.id}`}
            css={{
              minWidth: 0,
              fontSize: 15,
              fontWeight: 700,
              color: theme.color.text,
              overflowWrap: 'anywhere',
            }}
          >
            {player.username}
          </Link>
          <Chip tone={player.status === 'DENY' ? 'accent' : 'muted'}>
            {adminText(PLAYER_STATUS_LABELS[player.status])}
          </Chip>
          <span css={{ ...tabular, marginLeft: 'auto', fontSize: 14, whiteSpace: 'nowrap' }}>
            {clientText('DNW_AMOUNT_KRW', { amount: formatAmount(player.point, 0) })}
          </span>
        </header>
        <p css={{ ...muted, fontSize: 13, color: theme.color.text }}>
          {player.name} · {player.phone} · #{player.id}
        </p>
        <p css={muted}>
          {player.blockDevice ? `${adminText('ADM_BLOCKED_ON', { device: player.blockDevice })} · ` : ''}
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
    </li>
  );
}
