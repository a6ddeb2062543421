import { tradingPathOf, type AppRoute } from '@bx/app-kit';
import { clientText, useAccountRemotesUserId, useAuthStatus, useMe } from '@bx/platform';
import { Loader } from '@bx/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { rememberPage } from '../../shared/page-memory';

import { AccessRefused } from './access-refused';
import { LeaveArea } from './leave-area';
import { useRouteAvailable } from './use-route-available';
import { useRouteEffects } from './use-route-effects';

/**
 * Lets a route through when it needs no login or the player is signed in, remembering the page; an
 * anonymous visitor goes to / with the wanted page remembered for after the sign-in. A visitor on a logged-out
 * view has the trading page it stands for remembered, so the sign-in it leads to lands there. A signed-in
 * player opening a logged-out view (/exchangeView/1) is taken to the page it stands for (/exchange/1). A route
 * for some roles only (the ops console) tells any other signed-in account it is not theirs, before its remote is
 * ever loaded, and waits for an operator's own remotes (which no public list names). A route of an area the site
 * does not have now leaves it (LeaveArea).
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const status = useAuthStatus();
  const me = useMe();
  const remotesKnownFor = useAccountRemotesUserId();
  const available = useRouteAvailable(route);
  const params = useParams();
  const { pathname, search } = useLocation();
  const signedIn = status === 'success';
  const refused = route.roles !== undefined && !(me && route.roles.includes(me.role));
  const remembered = !route.requiresAuth ? tradingPathOf(pathname) : refused ? null : pathname;
  useRouteEffects(route);

  useEffect(() => {
    if (available && remembered !== null) rememberPage(remembered + search);
  }, [available, remembered, search]);

  const malformed = route.numericParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
  if (malformed) return <Navigate to="/" replace />;
  if (route.requiresAuth && !signedIn) return <Navigate to="/" replace />;
  if (refused) return <AccessRefused />;
  if (!available) {
    // An operator's console is listed once the operator's own remotes have come.
    if (route.roles && remotesKnownFor !== me?.id) return <Loader label={clientText('LOADING_SCREEN')} />;
    return <LeaveArea />;
  }
  const tradingPage = signedIn ? tradingPathOf(pathname) : null;
  if (tradingPage) return <Navigate to={tradingPage + search} replace />;
  return <>{children}</>;
}
