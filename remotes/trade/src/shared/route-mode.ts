import { isViewRoute, routeById } from '@bx/app-kit';
import { generatePath } from 'react-router-dom';

/** The exchangeView routes are for visitors: no betting, no user queues, no personal lists. */
export function isViewRouteId(routeId: string): boolean {
  return isViewRoute(routeById(routeId));
}

/** An option's page of the same kind as the route `routeId` names: a visitor's view opens a view. */
export function tradePath(routeId: string, optionId: number): string {
  const detailId = isViewRouteId(routeId) ? 'trade.view.detail' : 'trade.exchange.detail';
  const detail = routeById(detailId);
  if (detail === undefined) throw new Error(`the route table has no ${detailId}`);
  return generatePath(detail.path, { id: String(optionId) });
}
