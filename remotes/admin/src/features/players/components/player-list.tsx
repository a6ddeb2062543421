import { clientText, pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { usePlayers } from '../api/get-players';

import { PlayerRow } from './player-row';

/** The players the keyword finds, newest first, a page at a time. */
export function PlayerList({ keyword }: { keyword: string }) {
  const players = usePlayers(keyword);
  return (
    <ListState list={pagedRowsState(players)} error={players.error} empty={clientText('ADM_PLAYERS_EMPTY')}>
      {(rows) => (
        <PagedList
          label={clientText('ADM_PLAYERS')}
          rows={rows}
          renderRow={(player) => <PlayerRow key={player.id} player={player} />}
          query={players}
          moreLabel={clientText('ADM_MORE')}
        />
      )}
    </ListState>
  );
}
