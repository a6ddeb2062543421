import { toUnits } from '@bx/contracts';

import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import { WalletRefusal } from './wallet-refusal.js';

/** "0.5" of `wallet` in its asset's minor units; more decimals than the asset has, or nothing, is refused. */
export function walletAmount(point: string, wallet: LedgerWallet): bigint {
  const asset = WALLET_ASSETS[wallet];
  const scale = ASSET_SCALES[asset];
  const fraction = point.split('.')[1] ?? '';
  if (fraction.length > scale) throw new WalletRefusal('AMOUNT_TOO_PRECISE', { detail: `${asset} ${scale}` });
  const amount = toUnits(point, scale);
  if (amount <= 0n) throw new WalletRefusal('AMOUNT_NOT_POSITIVE');
  return amount;
}
