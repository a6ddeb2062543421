import type { Partner } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { partnerKeys } from './get-partner';

/** GET /api/partner/list {resultType: LIST}: the caller's direct sub-partners. */
export function getSubPartners(): Promise<Partner[]> {
  return apiRequest<Partner[]>('get', 'partner/list', { query: { resultType: 'LIST' } });
}

export function useSubPartners() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: [...partnerKeys.all(userId), 'children'] as const,
    queryFn: getSubPartners,
    enabled: userId !== 0,
  });
}
