import { useParams } from 'react-router-dom';

import { PlayerLedgerPanel } from '../features/ledger-check/components/player-ledger-panel';
import { PlayerDetail } from '../features/player-detail/components/player-detail';
import { playerIdOf } from '../features/player-detail/utils/detail-labels';
import { Screen } from '../shared/screen';
import { SectionBlock } from '../shared/section-block';
import { adminText } from '../shared/admin-text';

/**
 * /admin/players/:id: one player's detail, balances, bonus form and recent activity, then their balances rebuilt
 * from their transfers.
 */
export function PlayerDetailScreen() {
  const playerId = playerIdOf(useParams().id);
  return (
    <Screen label={adminText('OPS_PLAYER_DETAIL')}>
      <PlayerDetail key={playerId} playerId={playerId} />
      {playerId === 0 ? null : (
        <SectionBlock title={adminText('ADM_PLAYER_LEDGER')}>
          <PlayerLedgerPanel playerId={playerId} />
        </SectionBlock>
      )}
    </Screen>
  );
}
