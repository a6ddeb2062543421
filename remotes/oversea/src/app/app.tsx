import type { RemoteAppProps } from '@bx/app-kit';
import { useParams } from 'react-router-dom';

import { FirstOpenOption } from '../features/option/components/first-open-option';
import { isViewRouteId } from '../shared/route-mode';

import { OverseaScreen } from './oversea-screen';

/**
 * The oversea remote's screens: /oversea (the first option not resting) and /oversea/:id for players,
 * /overseaView/:id for visitors.
 */
export default function App({ routeId }: RemoteAppProps) {
  const { id } = useParams();
  const optionId = Number(id);
  const view = isViewRouteId(routeId);
  // Keyed by option, so a pick in the drawer starts the chart, the lines and the editors afresh.
  const screen = (shown: number) => <OverseaScreen key={`${view}:${shown}`} optionId={shown} view={view} />;
  if (!id || !Number.isInteger(optionId) || optionId <= 0) return <FirstOpenOption>{screen}</FirstOpenOption>;
  return screen(optionId);
}
