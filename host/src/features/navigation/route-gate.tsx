import { tradingPathOf, type AppRoute } from '@bx/app-kit';
import { useAuthStatus } from '@bx/platform';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { rememberPage } from '../../shared/page-memory';

import { useRouteEffects } from './use-route-effects';

/**
 * Lets a route through when it needs no login or the player is signed in, remembering the page; an
 * anonymous visitor goes to / with the wanted page remembered for after the sign-in. A signed-in player
 * opening a logged-out view (/exchangeView/1) is taken to the page it stands for (/exchange/1).
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const status = useAuthStatus();
  const params = useParams();
  const { pathname, search } = useLocation();
  const wanted = pathname + search;
  useRouteEffects(route);

  useEffect(() => {
    if (route.requiresAuth) rememberPage(wanted);
  }, [route.requiresAuth, wanted]);

  const malformed = route.numericParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
  if (malformed) return <Navigate to="/" replace />;
  if (route.requiresAuth && status !== 'success') return <Navigate to="/" replace />;
  const tradingPage = status === 'success' ? tradingPathOf(pathname) : null;
  if (tradingPage) return <Navigate to={tradingPage + search} replace />;
  return <>{children}</>;
}
