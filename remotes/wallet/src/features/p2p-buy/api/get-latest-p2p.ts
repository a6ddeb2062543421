import type { P2pHistory } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * An operator's rejection moves no money, so no balance is pushed for it: while the latest request waits, it
 * is asked for again now and then so the decision shows without a reload (an approval comes with the push).
 */
const WAITING_REFRESH_MS = 30_000;

/** GET /api/dnw/p2p/latest: my latest P2P request, or null before the first. */
export function getLatestP2p(): Promise<P2pHistory | null> {
  return apiRequest<P2pHistory | null>('get', 'dnw/p2p/latest');
}

export function useLatestP2p() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: walletKeys.p2pLatest(userId),
    queryFn: getLatestP2p,
    enabled: userId !== 0,
    refetchInterval: (query) => (query.state.data?.status === 'WAIT' ? WAITING_REFRESH_MS : false),
  });
}
