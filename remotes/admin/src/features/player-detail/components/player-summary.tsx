import { formatKstDateTime } from '@bx/contracts';
import type { AdminPlayerDetail } from '@bx/contracts';
import { cardStyle, Chip } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { PlayerAccessButtons } from '../../../shared/player-access/player-access-buttons';

import { PLAYER_STATUS_LABELS } from '../../../shared/player-access/player-status';

import { adminText } from '../../../shared/admin-text';

/**
 * Who the player is (username, name, status, role, partner, phone, joined), with 차단 / 차단 해제 and 강제 로그아웃,
 * each confirmed first; the detail is asked again after either.
 */
export function PlayerSummary({ player }: { player: AdminPlayerDetail }) {
  const theme = useTheme();

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
        <time dateTime={new Date(player.createdAt).toISOString()}>{formatKstDateTime(player.createdAt)}</time>
      </p>
      <PlayerAccessButtons player={player} />
    </article>
  );
}
