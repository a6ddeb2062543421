import type { ServerTimeOffset } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useEffect } from 'react';

import { useSetAtom } from '../../../shared/trade-jotai';
import { serverOffsetAtom } from '../state/server-offset';
import { offsetFromRoundTrip } from '../utils/round-phase';

/** GET /api/server_time_offset with the client's clock: the server's clock at that moment. */
export function getServerTimeOffset(ms: number): Promise<ServerTimeOffset> {
  return apiRequest<ServerTimeOffset>('get', 'server_time_offset', { query: { ms }, auth: false });
}

async function measureOffset(): Promise<number> {
  const sentAt = Date.now();
  const { serverTime } = await getServerTimeOffset(sentAt);
  return offsetFromRoundTrip(sentAt, Date.now(), serverTime);
}

/**
 * Keeps the server clock offset current: on mount, again when the page becomes visible, since a phone that
 * slept may have let its clock (or its timers) drift, and after each reconnect (`reconnects` moved), as a
 * lost connection often is such a sleep. A failed sync keeps the last offset.
 */
export function useServerTimeSync(reconnects: number): void {
  const setOffset = useSetAtom(serverOffsetAtom);
  useEffect(() => {
    let live = true;
    const sync = () => {
      measureOffset().then(
        (offset) => live && setOffset(offset),
        () => undefined,
      );
    };
    const onVisible = () => document.visibilityState === 'visible' && sync();
    sync();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [setOffset, reconnects]);
}
