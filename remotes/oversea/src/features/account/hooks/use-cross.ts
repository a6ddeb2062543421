import type { OverseaCross } from '@bx/contracts';
import { queryClient } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { overseaKeys } from '../../../shared/oversea-keys';
import { useMyCrossQueue } from '../../../shared/use-my-oversea-queue';
import { getCross } from '../api/get-cross';

/**
 * The account's cross data: read once when the screen opens, then kept by the engine's pushes on
 * /user/queue/oversea_cross (after each change and every second while positions are open), in the query cache so
 * every view of it agrees. null until the first answer.
 */
export function useCross(enabled: boolean): OverseaCross | null {
  useMyCrossQueue(enabled, (cross) => queryClient.setQueryData(overseaKeys.cross, cross));
  const query = useQuery<OverseaCross>({ queryKey: overseaKeys.cross, queryFn: getCross, enabled });
  return query.data ?? null;
}
