import type { SiteInfo, SiteUpdateRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/**
 * POST /api/admin/site {type?, usedCoins?, depositCoins?, buyCoins?, binaryCurrency?, bankType?}: the operator's
 * own site, what is left out staying. Answers the site as it now stands; every open page of the site hears it
 * (SITE_UPDATE), the console's own useSiteInfo() too.
 */
export function updateSite(changes: SiteUpdateRequest): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('post', 'admin/site', { json: changes });
}

export function useUpdateSite() {
  return useMutation({
    mutationFn: updateSite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
