import { isViewRoute, routeOfPath } from '@bx/app-kit';
import { stompConnection, useAuthStatus } from '@bx/platform';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type SocketMode = 'none' | 'anonymous' | 'user';

/**
 * One connection for the page. A signed-in player gets it with their token; a logged-out view (a path
 * the route table names as one) gets an anonymous one, so it never subscribes to user queues; other pages need none.
 */
export function useSocketLifecycle(): { userQueues: boolean } {
  const signedIn = useAuthStatus() === 'success';
  const { pathname } = useLocation();
  const mode: SocketMode = isViewRoute(routeOfPath(pathname)) ? 'anonymous' : signedIn ? 'user' : 'none';

  useEffect(() => {
    if (mode === 'none') return undefined;
    stompConnection.connect({ authenticated: mode === 'user' });
    return () => stompConnection.disconnect();
  }, [mode]);

  return { userQueues: mode === 'user' };
}
