import type { SiteDnwInfo } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/** GET /api/site_info/dnw: the site's minimum request and the account players deposit to. */
export function getSiteDnwInfo(): Promise<SiteDnwInfo> {
  return apiRequest<SiteDnwInfo>('get', 'site_info/dnw');
}

export function useSiteDnwInfo() {
  const signedIn = useMe() !== null;
  return useQuery({ queryKey: walletKeys.siteDnwInfo, queryFn: getSiteDnwInfo, enabled: signedIn });
}
