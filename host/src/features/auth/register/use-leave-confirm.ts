import { clientText, showConfirm } from '@bx/platform';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** While `guarded`, leaving the page for another path asks first; staying keeps what was typed. */
export function useLeaveConfirm(guarded: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guarded && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showConfirm(clientText('LEAVE_REGISTRATION')).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);
}
