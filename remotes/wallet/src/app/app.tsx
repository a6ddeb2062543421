import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { useDnwPushRefresh } from '../shared/use-dnw-push-refresh';

import { AssetScreen } from './asset-screen';
import { BalancesRequestScreen } from './balances-screen';
import { CoinScreen } from './coin-screen';
import { ConvertScreen } from './convert-screen';
import { DnwHistoryScreen } from './dnw-history-screen';
import { DnwScreen } from './dnw-screen';
import { P2pScreen } from './p2p-screen';
import { TradeHistoryScreen } from './trade-history-screen';

/**
 * The wallet area's screens by route id (shared/app-kit's route table); an id it does not know draws AreaShell.
 */
export default function App({ routeId }: RemoteAppProps) {
  useDnwPushRefresh();
  switch (routeId) {
    case 'wallet.dnw':
      return <DnwScreen />;
    case 'wallet.dnwHistory':
    case 'wallet.balances':
      return <DnwHistoryScreen />;
    case 'wallet.deposit':
      return <BalancesRequestScreen type="D" />;
    case 'wallet.withdraw':
      return <BalancesRequestScreen type="W" />;
    case 'wallet.asset':
      return <AssetScreen />;
    case 'wallet.coin':
      return <CoinScreen />;
    case 'wallet.convert':
      return <ConvertScreen />;
    case 'wallet.p2p':
      return <P2pScreen />;
    case 'wallet.history':
      return <TradeHistoryScreen />;
    default:
      return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
  }
}
