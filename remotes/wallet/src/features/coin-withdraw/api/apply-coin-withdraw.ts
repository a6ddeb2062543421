import type { DnwHistory, DnwWithdrawRequest } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/withdraw/apply {point, walletType, address, tag?}: a coin withdrawal to an address, waiting for
 * an operator. Its amount is held from the wallet at once (the server pushes the new balance).
 */
export function applyCoinWithdraw(request: DnwWithdrawRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'dnw/withdraw/apply', { json: request });
}

/** The player's money requests are asked again (the wallet's balance comes by its push). */
export const useApplyCoinWithdrawMutation = serverMutation({
  mutationFn: applyCoinWithdraw,
  invalidates: () => [walletKeys.dnwAll],
});
