import { useEffect, useState } from 'react';

/** This device's clock, read again every `ms` while `running`: what a countdown draws from. */
export function useNow(running: boolean, ms = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [running, ms]);
  return now;
}
