import { useEffect, useState } from 'react';

import { useServerOffset } from '../api/get-server-time-offset';

/**
 * What `read` makes of the server clock (a phase, a flag), re-read every `stepMs` like useServerNow, but
 * its component re-renders only when that value changes, not on every tick. `read` should be memoised
 * (useCallback) on what it reads besides the clock.
 */
export function useServerClockValue<T>(read: (now: number) => T, stepMs = 250): T {
  const offset = useServerOffset();
  const [value, setValue] = useState(() => read(Date.now() + offset));
  useEffect(() => {
    const check = () => setValue(() => read(Date.now() + offset));
    check();
    const timer = setInterval(check, stepMs);
    return () => clearInterval(timer);
  }, [read, offset, stepMs]);
  return value;
}
