import type { MyWallet, PointMessage } from '@bx/contracts';

import type { LedgerWallet } from '../money/assets.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';
import { toMyWallet } from './wallet-view.js';

/** What /user/queue/point carries for one changed wallet: the won money as MONEY, any other wallet by its type. */
export function walletMessage(wallets: MyWallet, wallet: LedgerWallet): PointMessage {
  return wallet === 'MONEY'
    ? { type: 'MONEY', data: { money: wallets.money } }
    : { type: wallet, data: wallets.wallet[wallet] };
}

/** The wallet as it stands now, on the player's /user/queue/point (the client writes it into `me`). */
export async function pushWallet(
  deps: { repos: Repositories; realtime: Realtime },
  userId: number,
  wallet: LedgerWallet,
): Promise<void> {
  const wallets = toMyWallet(await deps.repos.ledger.userBalances(userId));
  deps.realtime.publishToUser(userId, '/queue/point', walletMessage(wallets, wallet));
}
