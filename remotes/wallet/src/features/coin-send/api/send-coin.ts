import type { DnwHistory, DnwTransferRequest } from '@bx/contracts';
import { apiRequest, refreshMe, serverMutation } from '@bx/platform';

import { walletKeys } from '../../../shared/wallet-query-keys';

/**
 * POST /api/dnw/transfer {walletType, point, username}: sends a coin to another player of the site, at once;
 * both players' wallets are pushed, so my balance moves on every screen.
 */
export function sendCoin(request: DnwTransferRequest): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'dnw/transfer', { json: request });
}

/**
 * The player's money requests are asked again. The server pushes the wallet's balance too; `me` is re-read as
 * well, for a socket that is reconnecting (a failed re-read leaves the push to tell it).
 */
export const useSendCoinMutation = serverMutation({
  mutationFn: sendCoin,
  onSuccess: () => void refreshMe().catch(() => undefined),
  invalidates: () => [walletKeys.dnwAll],
});
