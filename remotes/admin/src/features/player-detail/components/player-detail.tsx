import { problemText, queryState } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';

import { SectionBlock } from '../../../shared/section-block';
import { usePlayerDetail } from '../api/get-player-detail';

import { AdjustPlayerForm } from './adjust-form';
import { DeviceBlock } from './device-block';
import { OpenFutures, OpenOversea } from './open-trades';
import { PartnerForm } from './partner-form';
import { PlayerSummary } from './player-summary';
import { RecentBets, RecentRequests } from './recent-activity';
import { WalletList } from './wallet-list';
import { adminText } from '../../../shared/admin-text';

/**
 * One player of the site: who they are and their access actions, their balances, the bonus form and their
 * partner, what they have open in futures and overseas futures, their last bets and their last deposit/withdraw requests.
 */
export function PlayerDetail({ playerId }: { playerId: number }) {
  const detail = usePlayerDetail(playerId);
  const state = queryState(detail);
  if (playerId === 0) return <FailurePanel message={adminText('OPS_PLAYER_NOT_FOUND')} />;
  if (state.status === 'loading') return <Loader label={adminText('ADM_LOADING')} />;
  if (state.status === 'failed')
    return <FailurePanel message={problemText(detail.error)} onRetry={state.retry} />;
  const player = state.data;
  return (
    <>
      <PlayerSummary player={player} />
      <SectionBlock title={adminText('ADM_DEVICE_BLOCK')} hint={adminText('ADM_DEVICE_HINT')}>
        <DeviceBlock player={player} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_WALLETS')}>
        <WalletList wallets={player.wallets} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_ADJUST')} hint={adminText('OPS_ADJUST_HINT')}>
        <AdjustPlayerForm player={player} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_PARTNER')} hint={adminText('OPS_PARTNER_HINT')}>
        <PartnerForm player={player} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_OPEN_FUTURES')}>
        <OpenFutures futures={player.futures} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_OPEN_OVERSEA')}>
        <OpenOversea oversea={player.oversea} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_BETS')}>
        <RecentBets bets={player.bets} />
      </SectionBlock>
      <SectionBlock title={adminText('OPS_REQUESTS')}>
        <RecentRequests requests={player.dnw} />
      </SectionBlock>
    </>
  );
}
