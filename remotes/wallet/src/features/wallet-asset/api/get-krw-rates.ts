import type { WalletKrwRates } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/** Prices move: while the assets are on screen their won values are asked for again this often. */
const RATES_REFRESH_MS = 30_000;

/** GET /api/wallet/krw_rates: won per one unit of each wallet's currency at the last price (null: unpriced). */
export function getKrwRates(): Promise<WalletKrwRates> {
  return apiRequest<WalletKrwRates>('get', 'wallet/krw_rates');
}

export function useKrwRates() {
  const signedIn = useMe() !== null;
  return useQuery({
    queryKey: walletKeys.krwRates,
    queryFn: getKrwRates,
    enabled: signedIn,
    refetchInterval: RATES_REFRESH_MS,
  });
}
