import type { CopyFollow } from '@bx/contracts';
import { apiRequest, queryClient, serverMutation } from '@bx/platform';

import { futuresKeys } from '../futures-keys';

/** POST /api/copytrade/follower/unfollow: the player stops following their trader. */
export function unfollow(): Promise<CopyFollow> {
  return apiRequest<CopyFollow>('post', 'copytrade/follower/unfollow', { json: {} });
}

/** The player follows no one now; their follows and the traders' follower counts are asked again. */
export const useUnfollowMutation = serverMutation({
  mutationFn: unfollow,
  onSuccess: () => queryClient.setQueryData(futuresKeys.copyFollow, null),
  invalidates: () => [futuresKeys.copyMine, futuresKeys.copyTraders],
});
