import { REDIRECTS, ROUTES, type AppRoute } from '@bx/app-kit';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

import { HOST_PAGES } from '../features/auth/host-pages';
import { AppLayout } from './app-layout';
import { RouteGate } from '../features/navigation/route-gate';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { FirstOverseaView } from '../features/views/first-oversea-view';

/** The screens the host draws itself, by route id. */
const HOST_SCREENS: Record<string, ComponentType> = {
  ...HOST_PAGES,
  'oversea.view.first': FirstOverseaView,
};

function screenOf(route: AppRoute) {
  if (route.owner === 'host') {
    const Page = HOST_SCREENS[route.id];
    return Page ? <Page /> : null;
  }
  return <RemoteSlot name={route.owner} routeId={route.id} />;
}

/**
 * Every screen of the route table, built once. Which of them this site has follows its flags and remotes as
 * they change while the page is open: the gate of each route decides (RouteGate).
 */
export function buildRoutes(): RouteObject[] {
  return [
    ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
    ...ROUTES.map((route) => ({
      path: route.path,
      element: (
        <RouteGate route={route}>
          <AppLayout route={route}>{screenOf(route)}</AppLayout>
        </RouteGate>
      ),
    })),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
