import type { P2pProvider } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * A provider's page carries a token good for five minutes: the list is asked for again before that, so the
 * link a player taps after a while still opens.
 */
const PAGE_TOKEN_REFRESH_MS = 4 * 60_000;

/** GET /api/dnw/p2p/providers: the site's payment providers and each one's page for me. */
export function getP2pProviders(): Promise<P2pProvider[]> {
  return apiRequest<P2pProvider[]>('get', 'dnw/p2p/providers');
}

export function useP2pProviders() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: walletKeys.p2pProviders(userId),
    queryFn: getP2pProviders,
    enabled: userId !== 0,
    staleTime: PAGE_TOKEN_REFRESH_MS,
    refetchInterval: PAGE_TOKEN_REFRESH_MS,
  });
}
