import { isPlayingRole } from '@bx/contracts';

import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';
import { WalletRefusal } from './wallet-refusal.js';

/**
 * The caller, when it may move money (buy, sell, convert, hold coins, use a coupon, deal with a provider): a player
 * or a trader; anyone else is NO_PERMISSION. DENY accounts never get here (the session guard refuses them).
 */
export async function requireMoneyMover(repos: Repositories, userId: number): Promise<UserRow> {
  const user = await repos.users.findById(userId);
  if (user === undefined) throw new WalletRefusal('USER_NOT_FOUND');
  if (!isPlayingRole(user.role)) throw new WalletRefusal('NO_PERMISSION');
  return user;
}
