import { isPlayingRole } from '@bx/contracts';

import { AppError } from '../errors/app-error.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';

/**
 * The caller, when it may move money (buy, sell, convert, hold coins, use a coupon, deal with a provider): a player
 * or a trader; anyone else is NO_PERMISSION. DENY accounts never get here (the session guard refuses them).
 */
export async function requireMoneyMover(repos: Repositories, userId: number): Promise<UserRow> {
  const user = await repos.users.findById(userId);
  if (user === undefined) throw new AppError(404, 'USER_NOT_FOUND');
  if (!isPlayingRole(user.role)) throw new AppError(403, 'NO_PERMISSION');
  return user;
}
