import { AppError } from '../errors/app-error.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';

const MOVING_ROLES = new Set(['PLAYER', 'TRADER']);

/**
 * The caller, when it may move money (buy, sell, convert, hold coins, use a coupon, deal with a provider): a player
 * or a trader; anyone else is NO_PERMISSION. DENY accounts never get here (the session guard refuses them).
 */
export async function requireMoneyMover(repos: Repositories, userId: number): Promise<UserRow> {
  const user = await repos.users.findById(userId);
  if (user === undefined) throw new AppError(404, 'USER_NOT_FOUND');
  if (!MOVING_ROLES.has(user.role)) throw new AppError(403, 'NO_PERMISSION');
  return user;
}
