import { useSiteFlags } from '@bx/platform';

import { LatestP2pCard } from '../features/p2p-buy/components/latest-p2p-card';
import { P2pBuyForm } from '../features/p2p-buy/components/p2p-buy-form';
import { ProviderLinks } from '../features/p2p-buy/components/provider-links';
import { AreaLink } from '../shared/area-link';
import { NoticeCard } from '../shared/notice-card';
import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';
import { walletText } from '../shared/wallet-text';

/**
 * /wallet/p2p (P2P): my latest P2P request and where it stands, the providers' pages, and the request form. Only
 * on sites whose P2P flag is on: the host lists the route only there, and this says so should it be opened
 * elsewhere (every call of it would be refused).
 */
export function P2pScreen() {
  const { p2p } = useSiteFlags();
  return (
    <Screen label={walletText('TITLE_P2P')}>
      <h1 css={visuallyHidden}>{walletText('TITLE_P2P')}</h1>
      {p2p ? (
        <>
          <LatestP2pCard />
          <ProviderLinks />
          <P2pBuyForm />
          <AreaLink to="/wallet/dnw_history">{walletText('DNW_HISTORY_LINK')}</AreaLink>
        </>
      ) : (
        <NoticeCard>{walletText('P2P_OFF')}</NoticeCard>
      )}
    </Screen>
  );
}
