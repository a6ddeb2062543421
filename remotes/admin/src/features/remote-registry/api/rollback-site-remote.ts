import type { RemoteName, SiteRemote } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/**
 * POST /api/admin/site/remote/rollback {name}: the remote goes back to its previous build (entry and previousEntry
 * swap, so a second rollback undoes the first); 409 REMOTE_NO_PREVIOUS when it has none.
 */
export function rollbackSiteRemote(name: RemoteName): Promise<SiteRemote> {
  return apiRequest<SiteRemote>('post', 'admin/site/remote/rollback', { json: { name } });
}

export function useRollbackSiteRemote() {
  return useMutation({
    mutationFn: rollbackSiteRemote,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.remotes }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
