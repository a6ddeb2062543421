import { stompConnection, useAuthStatus } from '@bx/platform';
import { useEffect } from 'react';

/** One connection for the page, opened with the player's token once signed in and closed on sign-out. */
export function useSocketLifecycle(): void {
  const status = useAuthStatus();
  useEffect(() => {
    if (status !== 'success') return undefined;
    stompConnection.connect();
    return () => stompConnection.disconnect();
  }, [status]);
}
