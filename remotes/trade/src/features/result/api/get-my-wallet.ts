import type { MyWallet } from '@bx/contracts';
import { apiRequest, applyPointUpdate } from '@bx/platform';

/** GET /api/wallet/my: the player's money and wallets as the ledger holds them now. */
export function getMyWallet(): Promise<MyWallet> {
  return apiRequest<MyWallet>('get', 'wallet/my');
}

/**
 * Re-reads the BINARY wallet into the one `me` every screen shows. The server also pushes it on
 * /user/queue/point; this covers a push lost to a reconnect at the moment a bet settles.
 */
export async function refreshBinaryWallet(): Promise<void> {
  const { wallet } = await getMyWallet();
  applyPointUpdate({ type: 'BINARY', data: wallet.BINARY });
}
