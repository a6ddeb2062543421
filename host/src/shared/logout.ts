import { clearUnreadCounts, endSession, stompConnection } from '@bx/platform';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The spec's logout: clear the contact count, close the socket, end the session here and on the server. */
export function logout(): void {
  clearUnreadCounts();
  stompConnection.disconnect();
  endSession();
}

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    navigate('/', { replace: true });
  }, [navigate]);
}
