import { clientText, toast, useAuthStatus, useSiteFlags, useSiteRemotes } from '@bx/platform';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * A page of an area this site does not have (or no longer has: an operator switched it off while it was open).
 * The player is taken to a page every site keeps, the overseas quick order or else the more menu, and told why;
 * a visitor goes to the sign-in.
 */
export function LeaveArea() {
  const signedIn = useAuthStatus() === 'success';
  const { overseas } = useSiteFlags();
  const listed = new Set(useSiteRemotes().map((remote) => remote.name));
  useEffect(() => {
    toast.info(clientText('AREA_SWITCHED_OFF'));
  }, []);
  // A page the site still has: never one of an area gone too, which would only leave again.
  const target = !signedIn
    ? '/'
    : overseas && listed.has('oversea')
      ? '/oversea'
      : listed.has('more')
        ? '/more'
        : '/';
  return <Navigate to={target} replace />;
}
