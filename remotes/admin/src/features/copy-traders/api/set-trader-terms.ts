import type { AdminCopyTrader, AdminCopyTraderTermsRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

import { copyKeys } from './copy-keys';

/**
 * POST /api/admin/copytrade/trader {traderId, maxFollowers?, minBalance?}: a copy trader's quota and the balance a
 * follower needs. The traders and the audit log are asked again.
 */
export function setTraderTerms(request: AdminCopyTraderTermsRequest): Promise<AdminCopyTrader> {
  return apiRequest<AdminCopyTrader>('post', 'admin/copytrade/trader', { json: request });
}

export function useSetTraderTerms() {
  return useMutation({
    mutationFn: setTraderTerms,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: copyKeys.traders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
