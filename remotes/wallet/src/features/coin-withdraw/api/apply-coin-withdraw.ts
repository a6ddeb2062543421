import type { DnwHistory, DnwWithdrawRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/withdraw/apply {point, walletType, address, tag?}: a coin withdrawal to an address, waiting for
 * an operator. Its amount is held from the wallet at once (the server pushes the new balance).
 */
export function applyCoinWithdraw(request: DnwWithdrawRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'dnw/withdraw/apply', { json: request });
}

export function useApplyCoinWithdraw() {
  return useMutation({
    mutationFn: applyCoinWithdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll }),
  });
}
