import type { ServerTimeOffset } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

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

export const serverTimeKeys = { offset: () => ['trade', 'server-time-offset'] as const };

/**
 * Server clock minus this device's clock, in ms (0 until measured); every countdown adds it to Date.now().
 * Measured again each time the page becomes visible, since a phone that slept may have let its clock (or
 * its timers) drift, and after each reconnect, as a lost connection often is such a sleep (the socket
 * refreshes every query). A failed measure keeps the last offset.
 */
export function useServerOffset(): number {
  return (
    useQuery({ queryKey: serverTimeKeys.offset(), queryFn: measureOffset, refetchOnWindowFocus: 'always' })
      .data ?? 0
  );
}
