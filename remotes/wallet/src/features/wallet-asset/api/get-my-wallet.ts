import type { MyWallet } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { applyMyWallet } from '../../../shared/wallet-balance';
import { walletKeys } from '../../../shared/wallet-query-keys';

/** GET /api/wallet/my: my KRW money and every wallet of mine. */
export function getMyWallet(): Promise<MyWallet> {
  return apiRequest<MyWallet>('get', 'wallet/my');
}

/**
 * Asks for my wallets once the assets open and writes them into `me`, which the screen draws (and the socket
 * keeps current from then on): what another device did meanwhile shows without a reload.
 */
export function useMyWalletRefresh() {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: walletKeys.myWallet(userId),
    queryFn: async () => {
      const answer = await getMyWallet();
      applyMyWallet(answer);
      return answer;
    },
    enabled: userId !== 0,
    staleTime: 0,
  });
}
