import { randomUUID } from 'node:crypto';

import type { LoginResult, SiteInfo } from '@bx/contracts';

import type { AccessTokens } from '../auth/access-token.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { hashRefreshToken, newRefreshToken } from '../auth/refresh-token.js';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/db.js';
import { AppError } from '../errors/app-error.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';
import type { AccountService } from './account-service.js';

type RefreshOutcome =
  | { error: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'WRONG_ACCESS' | 'WAITING_APPROVAL' }
  | { error?: undefined; user: UserRow; familyId: string; token: string };

/** Logins: password -> a new refresh-token family; refresh token -> rotated within its family. */
export function createSessionService(deps: {
  db: Db;
  repos: Repositories;
  clock: Clock;
  accessTokens: AccessTokens;
  accounts: AccountService;
  refreshTokenTtlSeconds: number;
}) {
  const { db, repos, clock, accessTokens, accounts } = deps;
  // Unknown usernames still pay for one scrypt, so response time does not reveal which names exist.
  let dummyHash: Promise<string> | undefined;

  async function issue(user: UserRow, familyId: string, q: Queryable) {
    const refresh = newRefreshToken();
    await repos.refreshTokens.insert(
      {
        userId: user.id,
        familyId,
        tokenHash: refresh.hash,
        expiresAt: new Date(clock.now() + deps.refreshTokenTtlSeconds * 1000),
      },
      q,
    );
    return refresh.token;
  }

  async function result(user: UserRow, familyId: string, refreshToken: string): Promise<LoginResult> {
    return {
      accessToken: await accessTokens.sign({ userId: user.id, siteId: user.siteId, familyId }),
      refreshToken,
      expiresIn: accessTokens.ttlSeconds,
      user: await accounts.toMe(user),
    };
  }

  return {
    async passwordLogin(site: SiteInfo, username: string, password: string): Promise<LoginResult> {
      const user = await repos.users.findByUsername(site.id, username.toLowerCase());
      if (user === undefined) {
        dummyHash ??= hashPassword('not-a-password');
        await verifyPassword(password, await dummyHash);
        throw new AppError(401, 'LOGIN_MISMATCH');
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw new AppError(401, 'LOGIN_MISMATCH');
      if (user.status === 'WAIT') throw new AppError(403, 'WAITING_APPROVAL');
      const familyId = randomUUID();
      const refreshToken = await db.tx((q) => issue(user, familyId, q));
      return result(user, familyId, refreshToken);
    },

    /**
     * Each refresh token works once. Presenting one that was already rotated means it leaked (or a client
     * raced itself): the whole family is revoked and its holder must log in again.
     */
    async refreshLogin(site: SiteInfo, refreshToken: string): Promise<LoginResult> {
      const now = new Date(clock.now());
      const outcome = await db.tx(async (q): Promise<RefreshOutcome> => {
        const stored = await repos.refreshTokens.findByHash(hashRefreshToken(refreshToken), q);
        if (stored === undefined || stored.revokedAt !== null) return { error: 'TOKEN_INVALID' };
        if (stored.rotatedAt !== null) {
          await repos.refreshTokens.revokeFamily(stored.familyId, now, q);
          return { error: 'TOKEN_INVALID' };
        }
        if (stored.expiresAt.getTime() <= now.getTime()) return { error: 'TOKEN_EXPIRED' };
        const user = await repos.users.findById(stored.userId, q);
        if (user === undefined) return { error: 'TOKEN_INVALID' };
        if (user.siteId !== site.id) return { error: 'WRONG_ACCESS' };
        if (user.status === 'WAIT') return { error: 'WAITING_APPROVAL' };
        // Loses only to a concurrent use of the same token: that is reuse too.
        if (!(await repos.refreshTokens.markRotated(stored.id, now, q))) {
          await repos.refreshTokens.revokeFamily(stored.familyId, now, q);
          return { error: 'TOKEN_INVALID' };
        }
        return { user, familyId: stored.familyId, token: await issue(user, stored.familyId, q) };
      });
      // Errors are returned rather than thrown so the revocation above commits.
      if (outcome.error !== undefined) {
        const status = outcome.error === 'WRONG_ACCESS' || outcome.error === 'WAITING_APPROVAL' ? 403 : 401;
        throw new AppError(status, outcome.error);
      }
      return result(outcome.user, outcome.familyId, outcome.token);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
