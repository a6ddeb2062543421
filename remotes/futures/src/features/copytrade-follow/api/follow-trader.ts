import type { CopyFollow, CopyFollowRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/**
 * POST /api/copytrade/follower/follow: the player follows a trader from now on; the answer is their follow, and
 * the traders' follower counts are asked again.
 */
export async function followTrader(request: CopyFollowRequest): Promise<CopyFollow> {
  const follow = await apiRequest<CopyFollow>('post', 'copytrade/follower/follow', { json: request });
  queryClient.setQueryData(futuresKeys.copyFollow, follow);
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyFollows });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyTraders });
  return follow;
}
