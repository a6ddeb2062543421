import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { useDnwPushRefresh } from '../shared/use-dnw-push-refresh';

import { DnwHistoryScreen } from './dnw-history-screen';
import { DnwScreen } from './dnw-screen';

/**
 * The wallet area's screens by route id (shared/app-kit's route table). /dnw and /wallet/dnw_history are
 * built; the coin wallet's routes still draw AreaShell.
 */
export default function App({ routeId }: RemoteAppProps) {
  useDnwPushRefresh();
  switch (routeId) {
    case 'wallet.dnw':
      return <DnwScreen />;
    case 'wallet.dnwHistory':
      return <DnwHistoryScreen />;
    default:
      return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
  }
}
