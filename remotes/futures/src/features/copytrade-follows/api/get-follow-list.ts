import type { CopyFollow, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/** GET /api/copytrade/follower/list {page, size}: the player's follows, ended ones too, newest first. */
export function getFollowList(page: number): Promise<Page<CopyFollow>> {
  return apiRequest<Page<CopyFollow>>('get', 'copytrade/follower/list', { query: { page, size: PAGE_SIZE } });
}

export const useFollowList = () => usePagedQuery(futuresKeys.copyFollows, getFollowList);
