import { WALLET_TYPES, type MyWallet, type WalletType } from '@bx/contracts';
import { apiRequest, applyPointUpdate, useAction } from '@bx/platform';
import { useCallback } from 'react';

export interface ConvertRequest {
  fromCoin: WalletType;
  toCoin: WalletType;
  /** Decimal text in the wallets' currency, e.g. "100". */
  point: string;
}

/** POST /api/dnw/convert: moves the amount between two of my wallets of the same currency. */
export function convertWallet(request: ConvertRequest): Promise<MyWallet> {
  return apiRequest<MyWallet>('post', 'dnw/convert', { json: request });
}

/**
 * Sends a move from a view: pending and the server's refusal as state, and on success both wallets written
 * into the one `me` every screen reads (the balance above the bet form moves at once).
 */
export function useConvertWallet() {
  const send = useCallback(async (request: ConvertRequest) => {
    const { wallet } = await convertWallet(request);
    for (const type of WALLET_TYPES) {
      if (type === request.fromCoin || type === request.toCoin)
        applyPointUpdate({ type, data: wallet[type] });
    }
    return wallet;
  }, []);
  return useAction(send);
}
