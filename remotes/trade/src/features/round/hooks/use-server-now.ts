import { useEffect, useState } from 'react';

import { useServerOffset } from '../api/get-server-time-offset';

/** The server's clock, re-read every `stepMs` so countdowns tick. */
export function useServerNow(stepMs = 250): number {
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), stepMs);
    return () => clearInterval(timer);
  }, [offset, stepMs]);
  return now;
}
