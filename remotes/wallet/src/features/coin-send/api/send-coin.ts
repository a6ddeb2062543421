import type { DnwHistory, DnwTransferRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/transfer {walletType, point, username}: sends a coin to another player of the site, at once;
 * both players' wallets are pushed, so my balance moves on every screen.
 */
export function sendCoin(request: DnwTransferRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'dnw/transfer', { json: request });
}

export function useSendCoin() {
  return useMutation({
    mutationFn: sendCoin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.dnwAll }),
  });
}
