import { pagedRowsState } from '@bx/platform';
import { cardStyle, PagedList } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { formatDay } from '../../../shared/format-date';
import { LoadState } from '../../../shared/list-state';
import { usePartnerPlayers } from '../api/get-partner-players';

import { AccountRow } from './account-row';
import { moreText } from '../../../shared/more-text';

/** 회원: the players who joined with the partner's code, newest first, a page at a time. */
export function PlayerList() {
  const theme = useTheme();
  const players = usePartnerPlayers();
  return (
    <LoadState
      state={pagedRowsState(players)}
      error={players.error}
      empty={moreText('PARTNER_PLAYERS_EMPTY')}
    >
      {(rows) => (
        <PagedList
          label={moreText('PARTNER_TAB_PLAYERS')}
          rows={rows}
          renderRow={(player) => (
            <li key={player.id} css={{ ...cardStyle(theme), padding: 0, listStyle: 'none' }}>
              <AccountRow
                title={
                  <>
                    <strong>{player.nick ?? player.username}</strong>
                    {player.nick ? (
                      <span css={{ color: theme.color.textMuted }}> ({player.username})</span>
                    ) : null}
                  </>
                }
                status={player.status}
                detail={moreText('PARTNER_JOINED', { day: formatDay(player.createdAt) })}
              />
            </li>
          )}
          query={players}
          moreLabel={moreText('PARTNER_LIST_MORE')}
        />
      )}
    </LoadState>
  );
}
