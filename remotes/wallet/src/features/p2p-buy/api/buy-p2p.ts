import type { P2pBuyRequest, P2pHistory } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/p2p {name, phone, point, detailJson}: a P2P buy of `point` won through a provider, a WB request
 * waiting for an operator; nothing moves until it is approved.
 */
export function buyP2p(request: P2pBuyRequest): Promise<P2pHistory> {
  return apiRequest<P2pHistory>('post', 'dnw/p2p', { json: request });
}

export function useBuyP2p() {
  return useMutation({
    mutationFn: buyP2p,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll }),
  });
}
