import type { DecimalString, SiteDnwInfo } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletCurrency } from './coin-units';
import { walletKeys } from './wallet-query-keys';

/**
 * GET /api/site_info/dnw: the site's minimum request, the account players deposit to and the largest single
 * request of each currency (docs/dnw.md, "Limits"); every form of the area bounds its amount by it.
 */
export function getSiteDnwInfo(): Promise<SiteDnwInfo> {
  return apiRequest<SiteDnwInfo>('get', 'site_info/dnw');
}

export function useSiteDnwInfo() {
  const signedIn = useMe() !== null;
  return useQuery({ queryKey: walletKeys.siteDnwInfo, queryFn: getSiteDnwInfo, enabled: signedIn });
}

/**
 * The largest single request of the wallet's currency that way (a deposit into the money, or anything leaving
 * the wallet), in its units; null until the settings arrive.
 */
export function useAmountLimit(wallet: string, side: 'deposit' | 'withdraw'): DecimalString | null {
  const info = useSiteDnwInfo();
  return info.data?.limits[walletCurrency(wallet)]?.[side] ?? null;
}
