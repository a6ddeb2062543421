import { AreaShell, type RemoteAppProps } from '@bx/app-kit';

import { OverseaHistoryScreen } from './oversea-history-screen';

/** The search area's screens by route id (shared/app-kit's route table); /search/dnw is still to come. */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId === 'search.oversea') return <OverseaHistoryScreen />;
  return <AreaShell routeId={routeId} buildTag={process.env.BX_BUILD_TAG} />;
}
