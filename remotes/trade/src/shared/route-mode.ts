/** The exchangeView routes are for visitors: no betting, no user queues, no personal lists. */
export function isViewRouteId(routeId: string): boolean {
  return routeId.startsWith('trade.view');
}

export function tradePath(routeId: string, optionId: number): string {
  return `${isViewRouteId(routeId) ? '/exchangeView' : '/exchange'}/${optionId}`;
}
