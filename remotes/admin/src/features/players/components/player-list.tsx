import { pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { usePlayers } from '../api/get-players';

import { PlayerRow } from './player-row';
import { adminText } from '../../../shared/admin-text';

/** The players the keyword finds, newest first, a page at a time. */
export function PlayerList({ keyword }: { keyword: string }) {
  const players = usePlayers(keyword);
  return (
    <ListState list={pagedRowsState(players)} error={players.error} empty={adminText('ADM_PLAYERS_EMPTY')}>
      {(rows) => (
        <PagedList
          label={adminText('ADM_PLAYERS')}
          rows={rows}
          renderRow={(player) => <PlayerRow key={player.id} player={player} />}
          query={players}
          moreLabel={adminText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}
