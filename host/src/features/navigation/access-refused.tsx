import { clientText, showAlert } from '@bx/platform';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * A signed-in account opening a page its role may not open (a player at /admin): told so plainly in an alert,
 * and taken to its own start (the sign-in sends a signed-in account there), never shown a sign-in form it has
 * already passed.
 */
export function AccessRefused() {
  useEffect(() => {
    void showAlert(clientText('ACCESS_REFUSED'));
  }, []);
  return <Navigate to="/signin" replace />;
}
