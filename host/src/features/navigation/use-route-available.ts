import type { AppRoute } from '@bx/app-kit';
import { useSiteFlags, useSiteRemotes } from '@bx/platform';

/** Whether this site has the route now: its remote is listed and one of its flags is on (both change live). */
export function useRouteAvailable(route: AppRoute): boolean {
  const remotes = useSiteRemotes();
  const flags = useSiteFlags();
  const hasOwner = route.owner === 'host' || remotes.some((remote) => remote.name === route.owner);
  return hasOwner && (!route.flags || route.flags.some((flag) => flags[flag]));
}
