import { isViewRoute, routeById, type RemoteAppProps } from '@bx/app-kit';
import { Loader } from '@bx/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

import { FuturesScreen } from './futures-screen';
import { futuresText } from '../shared/futures-text';

// Copy trading loads on its own: its screens need neither the chart nor the order form, nor they them.
const CopyTradeScreens = lazy(() => import(/* webpackChunkName: "copytrade" */ './copytrade-screens'));

/**
 * The futures remote's screens: /future/:stock for players, /futureView/:stock for visitors (live prices, the
 * chart and the form drawn disabled; no user queue, no account call), and the copy trading screens
 * (/copytrade...), which follow traders into the same FUTURES account.
 */
export default function App({ routeId }: RemoteAppProps) {
  if (routeId.startsWith('copytrade.'))
    return (
      <Suspense fallback={<Loader label={futuresText('CT_LOADING')} />}>
        <CopyTradeScreens routeId={routeId} />
      </Suspense>
    );
  return <FuturesApp routeId={routeId} />;
}

function FuturesApp({ routeId }: RemoteAppProps) {
  const { stock = '' } = useParams();
  const view = isViewRoute(routeById(routeId));
  // Keyed by contract, so a pick in the drawer starts the chart, the form and the lists afresh.
  return <FuturesScreen key={`${view}:${stock}`} routeStock={stock} view={view} />;
}
