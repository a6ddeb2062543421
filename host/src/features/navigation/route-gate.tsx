import type { AppRoute } from '@bx/app-kit';
import { useAuthStatus } from '@bx/platform';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { rememberPage } from './page-memory';

/** Lets a route through when it needs no login or the player is signed in; otherwise back to /. */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const status = useAuthStatus();
  const { pathname, search } = useLocation();
  const wanted = pathname + search;

  useEffect(() => {
    if (route.requiresAuth) rememberPage(wanted);
  }, [route.requiresAuth, wanted]);

  if (route.requiresAuth && status !== 'success') return <Navigate to="/" replace />;
  return <>{children}</>;
}
