import { isViewRoute, routeById } from '@bx/app-kit';

/** /overseaView is for visitors: live prices and chart, no orders, no user queues, no account data. */
export function isViewRouteId(routeId: string): boolean {
  return isViewRoute(routeById(routeId));
}
