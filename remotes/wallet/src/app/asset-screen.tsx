import { useSiteFlags } from '@bx/platform';

import { CouponForm } from '../features/coupon/components/coupon-form';
import { AssetOverview } from '../features/wallet-asset/components/asset-overview';
import { assetWallets } from '../features/wallet-asset/utils/krw-totals';
import { AreaLink } from '../shared/area-link';
import { Screen } from '../shared/screen';
import { useSiteCoins } from '../shared/site-coins';
import { visuallyHidden } from '../shared/visually-hidden';
import { walletText } from '../shared/wallet-text';

/**
 * /wallet/asset (자산현황): my wallets, their worth in won and the total, a coupon to redeem into one of them, and
 * the ways to convert and to history.
 */
export function AssetScreen() {
  const flags = useSiteFlags();
  const coins = useSiteCoins();
  return (
    <Screen label={walletText('TITLE_ASSETS')}>
      <h1 css={visuallyHidden}>{walletText('TITLE_ASSETS')}</h1>
      <AssetOverview />
      <CouponForm wallets={assetWallets(coins.used, flags)} />
      <div css={{ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' }}>
        <AreaLink to="/wallet/convert/USDT_BTC">{walletText('TITLE_CONVERT')}</AreaLink>
        <AreaLink to="/wallet/dnw_history">{walletText('TITLE_DNW_HISTORY')}</AreaLink>
      </div>
    </Screen>
  );
}
