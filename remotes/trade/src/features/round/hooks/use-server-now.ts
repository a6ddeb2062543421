import { useEffect, useState } from 'react';

import { useAtomValue } from '../../../shared/trade-jotai';
import { serverOffsetAtom } from '../state/server-offset';

/** The server's clock, re-read every `stepMs` so countdowns tick. */
export function useServerNow(stepMs = 250): number {
  const offset = useAtomValue(serverOffsetAtom);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), stepMs);
    return () => clearInterval(timer);
  }, [offset, stepMs]);
  return now;
}
