import { clientText, toast, useAuthStatus, useSiteFlags } from '@bx/platform';
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
  useEffect(() => {
    toast.info(clientText('AREA_SWITCHED_OFF'));
  }, []);
  const target = !signedIn ? '/' : overseas ? '/oversea' : '/more';
  return <Navigate to={target} replace />;
}
