import type { SiteRemote, SiteRemoteUpdateRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/**
 * POST /api/admin/site/remote {name, entry?, enabled?}: points a remote at another build or switches it (SUPER
 * operators only, INSUFFICIENT_PRIVILEGES otherwise; REMOTE_ENTRY_INVALID for a manifest it does not take). Pages
 * of the site load the new build on their next load.
 */
export function changeSiteRemote(change: SiteRemoteUpdateRequest): Promise<SiteRemote> {
  return apiRequest<SiteRemote>('post', 'admin/site/remote', { json: change });
}

/** A refusal refreshes the registry too, so the rows show what the server has. */
export function useChangeSiteRemote() {
  return useMutation({
    mutationFn: changeSiteRemote,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.remotes }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
