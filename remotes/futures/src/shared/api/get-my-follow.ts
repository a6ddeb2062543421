import type { CopyFollow } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../futures-keys';

/** GET /api/copytrade/follower: the player's current follow, or null when they follow no one. */
export function getMyFollow(): Promise<CopyFollow | null> {
  return apiRequest<CopyFollow | null>('get', 'copytrade/follower');
}

/**
 * The trader's page (follow or unfollow), the follow form (one trader at a time) and the player's follows all ask
 * it; the copy events and a follow or unfollow mark it stale. `enabled` is false for a TRADER, who follows no one.
 */
export const useMyFollow = (enabled = true) =>
  useQuery({ queryKey: futuresKeys.copyFollow, queryFn: getMyFollow, enabled });
