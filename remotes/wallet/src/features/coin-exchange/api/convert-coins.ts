import type { DecimalString, MyWallet } from '@bx/contracts';
import { apiRequest, serverMutation } from '@bx/platform';

import { applyMyWallet } from '../../../shared/wallet-balance';

export interface ConvertCoinsRequest {
  fromCoin: string;
  toCoin: string;
  point: DecimalString;
  /** Books exactly what the quote said; absent between wallets of one currency, which move one for one. */
  quoteId?: string;
}

/** POST /api/dnw/convert {fromCoin, toCoin, point, quoteId}: moves between two of my wallets; answers them all. */
export function convertCoins(request: ConvertCoinsRequest): Promise<MyWallet> {
  return apiRequest<MyWallet>('post', 'dnw/convert', { json: request });
}

/** The answer is both wallets as they now stand. */
export const useConvertCoinsMutation = serverMutation({ mutationFn: convertCoins, onSuccess: applyMyWallet });
