import type { CopyFollow } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../futures-keys';

/**
 * POST /api/copytrade/follower/unfollow: the player stops following their trader. Their follows and the traders'
 * follower counts are asked again.
 */
export async function unfollow(): Promise<CopyFollow> {
  const ended = await apiRequest<CopyFollow>('post', 'copytrade/follower/unfollow', { json: {} });
  queryClient.setQueryData(futuresKeys.copyFollow, null);
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyMine });
  void queryClient.invalidateQueries({ queryKey: futuresKeys.copyTraders });
  return ended;
}
