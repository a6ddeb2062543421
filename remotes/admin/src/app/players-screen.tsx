import { useSearchParams } from 'react-router-dom';

import { PlayerList } from '../features/players/components/player-list';
import { PlayerSearch } from '../features/players/components/player-search';
import { Screen } from '../shared/screen';
import { adminText } from '../shared/admin-text';

/** /admin/players: players found by a keyword (kept in the address, ?q=), each with its access actions. */
export function PlayersScreen() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  return (
    <Screen label={adminText('ADM_TAB_PLAYERS')}>
      <PlayerSearch
        keyword={keyword}
        onSearch={(next) => setParams(next === '' ? {} : { q: next }, { replace: true })}
      />
      <PlayerList keyword={keyword} />
    </Screen>
  );
}
