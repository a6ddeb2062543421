import type { FuturesCross } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../futures-keys';
import { useMyCrossQueue } from '../use-my-futures-queue';

/** GET /api/futures/cross: the account before the engine's next push, for the screen's first draw. */
export function getCross(): Promise<FuturesCross> {
  return apiRequest<FuturesCross>('get', 'futures/cross');
}

/**
 * The account's cross data: read once when the screen opens, then kept by the pushes on /user/queue/cross, in
 * the query cache so the form's available balance and the positions agree. null until the first answer.
 */
export function useCross(enabled: boolean): FuturesCross | null {
  useMyCrossQueue(enabled, (cross) => queryClient.setQueryData(futuresKeys.cross, cross));
  const query = useQuery<FuturesCross>({ queryKey: futuresKeys.cross, queryFn: getCross, enabled });
  return query.data ?? null;
}
