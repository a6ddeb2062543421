import type { Partner } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

/** GET /api/partner {id}: one partner of the caller's tree; without an id, the caller's own partner record. */
export function getPartner(id?: number): Promise<Partner> {
  return apiRequest<Partner>('get', 'partner', { query: { id } });
}

export const partnerKeys = {
  all: (userId: number) => moreKeys.partner(userId),
  record: (userId: number, id: number | 'mine') => [...moreKeys.partner(userId), 'record', id] as const,
};

/** The signed-in partner's own record: its code, rate, level and counts. */
export function useMyPartner() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: partnerKeys.record(userId, 'mine'),
    queryFn: () => getPartner(),
    enabled: userId !== 0,
  });
}
