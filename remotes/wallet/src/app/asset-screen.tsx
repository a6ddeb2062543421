import { clientText } from '@bx/platform';

import { AssetOverview } from '../features/wallet-asset/components/asset-overview';
import { AreaLink } from '../shared/area-link';
import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';

/** /wallet/asset (자산현황): my wallets, their worth in won and the total, and the ways to convert and to history. */
export function AssetScreen() {
  return (
    <Screen label={clientText('TITLE_ASSETS')}>
      <h1 css={visuallyHidden}>{clientText('TITLE_ASSETS')}</h1>
      <AssetOverview />
      <div css={{ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' }}>
        <AreaLink to="/wallet/convert/USDT_BTC">{clientText('TITLE_CONVERT')}</AreaLink>
        <AreaLink to="/wallet/dnw_history">{clientText('TITLE_DNW_HISTORY')}</AreaLink>
      </div>
    </Screen>
  );
}
