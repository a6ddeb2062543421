import type { CopyFollow } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** POST /api/copytrade/follower/unfollow_trader {traderFollowerId}: a TRADER ends one follower's follow. */
export function removeFollower(traderFollowerId: number): Promise<CopyFollow> {
  return apiRequest<CopyFollow>('post', 'copytrade/follower/unfollow_trader', { json: { traderFollowerId } });
}

/** The trader's followers and the traders' follower counts are asked again. */
export const useRemoveFollowerMutation = serverMutation({
  mutationFn: removeFollower,
  invalidates: () => [futuresKeys.copyFollowers, futuresKeys.copyTraders],
});
