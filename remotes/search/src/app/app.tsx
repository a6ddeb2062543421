import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { DnwHistoryScreen } from './dnw-history-screen';
import { OverseaHistoryScreen } from './oversea-history-screen';

/** The search area's screens by route id (shared/app-kit's route table). */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId === 'search.oversea') return <OverseaHistoryScreen />;
  if (routeId === 'search.dnw') return <DnwHistoryScreen />;
  return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
}
