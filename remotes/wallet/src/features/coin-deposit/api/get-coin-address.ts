import type { CoinAddress } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/wallet/generate {coinName}: my lasting deposit address for the coin (the same one on every call),
 * with my saved withdrawal address for it.
 */
export function getCoinAddress(coinName: string): Promise<CoinAddress> {
  return apiRequest<CoinAddress>('post', 'wallet/generate', { json: { coinName } });
}

/** The address does not change, so it is asked for once per coin while the page lives. */
export function useCoinAddress(coin: string, enabled = true) {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: walletKeys.coinAddress(userId, coin),
    queryFn: () => getCoinAddress(coin),
    enabled: enabled && userId !== 0,
    staleTime: Infinity,
    retry: false,
  });
}
