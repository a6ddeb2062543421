import type { P2pBuyRequest, P2pHistory } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/p2p {name, phone, point, detailJson}: a P2P buy of `point` won through a provider, a WB request
 * waiting for an operator; nothing moves until it is approved.
 */
export function buyP2p(request: P2pBuyRequest): Promise<P2pHistory> {
  return apiRequest<P2pHistory>('post', 'dnw/p2p', { json: request });
}

/** The player's money requests are asked again (the wallet's balance comes by its push). */
export const useBuyP2pMutation = serverMutation({
  mutationFn: buyP2p,
  invalidates: () => [walletKeys.dnwAll],
});
