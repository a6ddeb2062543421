import { logOut } from '@bx/platform';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** A logout button's action: the spec's logout, then / (which leads a signed-out player to the sign-in). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logOut();
    navigate('/', { replace: true });
  }, [navigate]);
}
