import type { Partner, PartnerCreateRequest } from '@bx/contracts';
import { apiRequest, queryClient, useAction, useMe } from '@bx/platform';
import { useCallback } from 'react';

import { partnerKeys } from './get-partner';

/** POST /api/partner: a sub-partner under the caller, with a login of its own and a rate at most the caller's. */
export function createSubPartner(request: PartnerCreateRequest): Promise<Partner> {
  return apiRequest<Partner>('post', 'partner', { json: request });
}

/** Adds a sub-partner, then rereads the partner's record (its count) and its sub-partners. */
export function useCreateSubPartner() {
  const userId = useMe()?.id ?? 0;
  const send = useCallback(
    async (request: PartnerCreateRequest) => {
      const created = await createSubPartner(request);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all(userId) });
      return created;
    },
    [userId],
  );
  return useAction(send);
}
