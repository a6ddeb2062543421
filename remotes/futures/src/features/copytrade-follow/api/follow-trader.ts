import type { CopyFollow, CopyFollowRequest } from '@bx/contracts';
import { apiRequest, queryClient, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/copytrade/follower/follow: the player follows a trader from now on. */
export function followTrader(request: CopyFollowRequest): Promise<CopyFollow> {
  return apiRequest<CopyFollow>('post', 'copytrade/follower/follow', { json: request });
}

/** The answer is their follow; their follows and the traders' follower counts are asked again. */
export const useFollowTraderMutation = serverMutation({
  mutationFn: followTrader,
  onSuccess: (follow: CopyFollow) => queryClient.setQueryData(futuresKeys.copyFollow, follow),
  invalidates: () => [futuresKeys.copyFollows, futuresKeys.copyTraders],
});
