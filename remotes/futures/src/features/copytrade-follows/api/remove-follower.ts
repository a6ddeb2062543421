import type { CopyFollow } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/copytrade/follower/unfollow_trader {traderFollowerId}: a TRADER ends one follower's follow. */
export async function removeFollower(traderFollowerId: number): Promise<CopyFollow> {
  const ended = await apiRequest<CopyFollow>('post', 'copytrade/follower/unfollow_trader', {
    json: { traderFollowerId },
  });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyFollowers });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyTraders });
  return ended;
}
