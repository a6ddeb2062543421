import { tradingPathOf, type AppRoute } from '@bx/app-kit';
import { useAuthStatus, useMe } from '@bx/platform';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { rememberPage } from '../../shared/page-memory';

import { LeaveArea } from './leave-area';
import { useRouteAvailable } from './use-route-available';
import { useRouteEffects } from './use-route-effects';

/**
 * Lets a route through when it needs no login or the player is signed in, remembering the page; an
 * anonymous visitor goes to / with the wanted page remembered for after the sign-in. A signed-in player
 * opening a logged-out view (/exchangeView/1) is taken to the page it stands for (/exchange/1). A route for some
 * roles only (the ops console) sends every other account to /, before its remote is ever loaded. A route of an
 * area the site does not have now leaves it (LeaveArea).
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const status = useAuthStatus();
  const role = useMe()?.role;
  const available = useRouteAvailable(route);
  const params = useParams();
  const { pathname, search } = useLocation();
  const wanted = pathname + search;
  useRouteEffects(route);

  useEffect(() => {
    if (route.requiresAuth && available) rememberPage(wanted);
  }, [route.requiresAuth, available, wanted]);

  if (!available) return <LeaveArea />;
  const malformed = route.numericParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
  if (malformed) return <Navigate to="/" replace />;
  if (route.requiresAuth && status !== 'success') return <Navigate to="/" replace />;
  if (route.roles && !(role && route.roles.includes(role))) return <Navigate to="/" replace />;
  const tradingPage = status === 'success' ? tradingPathOf(pathname) : null;
  if (tradingPage) return <Navigate to={tradingPage + search} replace />;
  return <>{children}</>;
}
