import type { Partner } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/**
 * GET /api/partner/list {parentId?}: the site's top partners for an operator, or the sub-partners directly under
 * `parentId` (at most 500, oldest first).
 */
export function getPartners(parentId: number | null): Promise<Partner[]> {
  return apiRequest<Partner[]>('get', 'partner/list', {
    query: { resultType: 'LIST', parentId: parentId ?? undefined },
  });
}

export function usePartners(parentId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...opsKeys.partners, parentId ?? 0],
    queryFn: () => getPartners(parentId),
    enabled,
  });
}
