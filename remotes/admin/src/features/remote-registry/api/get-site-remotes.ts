import type { SiteRemote } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/** GET /api/admin/site/remote: the site's registry, one row per remote (its manifest, on or off, the one before). */
export function getSiteRemotes(): Promise<SiteRemote[]> {
  return apiRequest<SiteRemote[]>('get', 'admin/site/remote');
}

export function useSiteRemoteRegistry() {
  return useQuery({ queryKey: adminKeys.remotes, queryFn: getSiteRemotes });
}
