import { formatAmount, type AdminPlayerRow, formatKstDateTime } from '@bx/contracts';

import { clientText } from '@bx/platform';

import { cardStyle, Chip, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { Link } from 'react-router-dom';

import { PlayerAccessButtons } from '../../../shared/player-access/player-access-buttons';

import { PLAYER_STATUS_LABELS } from '../../../shared/player-access/player-status';

import { adminText } from '../../../shared/admin-text';

/**
 * One player: who (a link to their detail page), their status and money, and 차단 / 차단 해제 and 강제 로그아웃,
 * each confirmed first.
 */
export function PlayerRow({ player }: { player: AdminPlayerRow }) {
  const theme = useTheme();
  const name = `${player.name} (${player.username})`;

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
          <time dateTime={new Date(player.createdAt).toISOString()}>
            {formatKstDateTime(player.createdAt)}
          </time>
        </p>
        <PlayerAccessButtons player={player} />
      </article>
    </li>
  );
}
