import { ROUTES, type AppRoute } from '@bx/app-kit';
import { Navigate, Route, Routes } from 'react-router-dom';

import { SignInPage } from '../features/auth/sign-in-page';
import { AppFrame } from '../features/chrome/app-frame';
import { RouteGate } from '../features/navigation/route-gate';
import { isRegistered } from '../features/remotes/remote-registry';
import { RemoteSlot } from '../features/remotes/remote-slot';

const HOST_PAGES: Record<string, () => JSX.Element> = {
  'sign.in': SignInPage,
};

function screenOf(route: AppRoute) {
  if (route.owner === 'host') {
    const Page = HOST_PAGES[route.id];
    return Page ? <Page /> : null;
  }
  return <RemoteSlot name={route.owner} routeId={route.id} />;
}

/** The site's routes: the host's own pages and those of every remote this site has. */
export function AppRoutes() {
  const routes = ROUTES.filter((route) => route.owner === 'host' || isRegistered(route.owner));
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/signin" replace />} />
      <Route path="/search" element={<Navigate to="/search/oversea" replace />} />
      {routes.map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={
            <RouteGate route={route}>
              <AppFrame>{screenOf(route)}</AppFrame>
            </RouteGate>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
