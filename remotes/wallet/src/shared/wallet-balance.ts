import type { DecimalString, Me, MyWallet } from '@bx/contracts';
import { WALLET_TYPES } from '@bx/contracts';
import { applyPointUpdate, useMe } from '@bx/platform';

import { MONEY, isWalletType } from './coin-units';

/** What a wallet of the signed-in player holds: the KRW money, or a wallet's point; null when unknown. */
export function walletBalance(me: Me | null, wallet: string): DecimalString | null {
  if (me === null) return null;
  if (wallet === MONEY) return me.money;
  return isWalletType(wallet) ? (me.wallet[wallet]?.point ?? null) : null;
}

/**
 * What a wallet of mine holds, from the one `me` every screen reads: the host writes each balance pushed on
 * /user/queue/point into it, so this follows sends, conversions and an operator's decisions as they happen.
 */
export function useWalletBalance(wallet: string): DecimalString | null {
  return walletBalance(useMe(), wallet);
}

/** The wallets a call answered (a conversion, a buy, a sell), written into `me` at once for every screen. */
export function applyMyWallet({ money, wallet }: MyWallet): void {
  applyPointUpdate({ type: MONEY, data: { money } });
  for (const type of WALLET_TYPES) {
    const data = wallet[type];
    if (data !== undefined) applyPointUpdate({ type, data });
  }
}
