import { REDIRECTS, ROUTES, type AppRoute } from '@bx/app-kit';
import type { RemoteName, SiteFlags } from '@bx/contracts';
import { Navigate, type RouteObject } from 'react-router-dom';

import { HOST_PAGES } from '../features/auth/host-pages';
import { AppLayout } from './app-layout';
import { RouteGate } from '../features/navigation/route-gate';
import { isRegistered } from '../features/remotes/remote-registry';
import { RemoteSlot } from '../features/remotes/remote-slot';

function screenOf(route: AppRoute) {
  if (route.owner === 'host') {
    const Page = HOST_PAGES[route.id];
    return Page ? <Page /> : null;
  }
  return <RemoteSlot name={route.owner} routeId={route.id} />;
}

const hasRemote = (name: RemoteName) => isRegistered(name);

/**
 * The site's routes: the host's own pages and those of every remote and area this site has. Built once
 * after start-up, when the site's remotes and flags are known.
 */
export function buildRoutes(flags: SiteFlags): RouteObject[] {
  const routes = ROUTES.filter(
    (route) =>
      (route.owner === 'host' || isRegistered(route.owner)) &&
      (!route.flags || route.flags.some((flag) => flags[flag])),
  );
  return [
    ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
    ...routes.map((route) => ({
      path: route.path,
      element: (
        <RouteGate route={route}>
          <AppLayout route={route} hasRemote={hasRemote}>
            {screenOf(route)}
          </AppLayout>
        </RouteGate>
      ),
    })),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
