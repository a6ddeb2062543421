import { WALLET_TYPES, type MyWallet, type Wallet, type WalletMap, formatUnits } from '@bx/contracts';

import { ASSET_SCALES, WALLET_ASSETS } from '../money/assets.js';
import type { WalletBalance } from '../repositories/ledger/accounts.js';

/**
 * Ledger balances -> the wallet shape the client knows. Until the engines hold funds, the whole balance is
 * free: gameWaitPoint, losscut and pnl are zero and realPoint equals point.
 */
export function toMyWallet(balances: readonly WalletBalance[]): MyWallet {
  const byWallet = new Map(balances.map((balance) => [balance.wallet, balance]));
  const format = (wallet: keyof typeof WALLET_ASSETS): string => {
    const asset = WALLET_ASSETS[wallet];
    return formatUnits(byWallet.get(wallet)?.balance ?? 0n, ASSET_SCALES[asset]);
  };
  const wallet = {} as WalletMap;
  for (const type of WALLET_TYPES) {
    const point = format(type);
    const entry: Wallet = {
      point,
      gameWaitPoint: '0',
      realPoint: point,
      losscut: '0',
      pnl: '0',
      currency: WALLET_ASSETS[type],
    };
    wallet[type] = entry;
  }
  return { money: format('MONEY'), wallet };
}
