import { WALLET_TYPES, type MyWallet, type WalletType } from '@bx/contracts';
import { apiRequest, applyPointUpdate, serverMutation } from '@bx/platform';

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
 * On success both wallets are written into the one `me` every screen reads (the balance above the bet form
 * moves at once); nothing is asked again.
 */
export const useConvertWalletMutation = serverMutation({
  mutationFn: convertWallet,
  onSuccess: ({ wallet }: MyWallet, request: ConvertRequest) => {
    for (const type of WALLET_TYPES) {
      if (type === request.fromCoin || type === request.toCoin)
        applyPointUpdate({ type, data: wallet[type] });
    }
  },
});
