import { isViewRoute, routeById, type RemoteAppProps } from '@bx/app-kit';
import { useParams } from 'react-router-dom';

import { FuturesScreen } from './futures-screen';

/**
 * The futures remote's screens: /future/:stock for players, /futureView/:stock for visitors (live prices, the
 * chart and the form drawn disabled; no user queue, no account call).
 */
export default function App({ routeId }: RemoteAppProps) {
  const { stock = '' } = useParams();
  const view = isViewRoute(routeById(routeId));
  // Keyed by contract, so a pick in the drawer starts the chart, the form and the lists afresh.
  return <FuturesScreen key={`${view}:${stock}`} routeStock={stock} view={view} />;
}
