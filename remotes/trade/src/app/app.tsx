import type { RemoteAppProps } from '@bx/app-kit';
import { useParams } from 'react-router-dom';

import { FirstOptionRedirect } from '../features/option/components/first-option-redirect';
import { isViewRouteId, tradePath } from '../shared/route-mode';

import { TradeScreen } from './trade-screen';

/**
 * The trade remote's screens: /exchange(/:id) for players, /exchangeView(/:id) for visitors. Without an id
 * the first tradable option opens.
 */
export default function App({ routeId }: RemoteAppProps) {
  const { id } = useParams();
  const optionId = Number(id);
  const view = isViewRouteId(routeId);
  if (!id || !Number.isInteger(optionId) || optionId <= 0) {
    return <FirstOptionRedirect pathOf={(first) => tradePath(routeId, first)} />;
  }
  // Keyed by option, so a pick in the header's dropdown starts the round, chart and lists afresh.
  return <TradeScreen key={`${view}:${optionId}`} optionId={optionId} view={view} />;
}
