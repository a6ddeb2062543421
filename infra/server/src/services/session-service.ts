import { randomUUID } from 'node:crypto';

import type { LoginResult, SiteInfo } from '@bx/contracts';

import type { AccessTokens } from '../auth/access-token.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { hashRefreshToken, newRefreshToken } from '../auth/refresh-token.js';
import type { SessionEnds } from '../auth/session-ends.js';
import { refusalOf } from '../auth/session-guard.js';
import type { Clock } from '../clock.js';
import type { Db, Queryable } from '../db/db.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';
import type { AccountService } from './account-service.js';
import { SessionRefusal } from './session-refusal.js';

type RefreshOutcome =
  | { error: SessionRefusal; reused?: { userId: number; familyId: string } }
  | { error?: undefined; user: UserRow; familyId: string; token: string };

/**
 * A rotated refresh token presented again this soon is a client racing itself (two tabs, a retried
 * request), not a thief: it gets a new token of the same family instead of ending the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Logins: password -> a new refresh-token family; refresh token -> rotated within its family. */
export function createSessionService(deps: {
  db: Db;
  repos: Repositories;
  clock: Clock;
  accessTokens: AccessTokens;
  accounts: AccountService;
  sessionEnds: SessionEnds;
  refreshTokenTtlSeconds: number;
}) {
  const { db, repos, clock, accessTokens, accounts, sessionEnds } = deps;
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
    async passwordLogin(
      site: SiteInfo,
      username: string,
      password: string,
      userAgent?: string,
    ): Promise<LoginResult> {
      const user = await repos.users.findByUsername(site.id, username.toLowerCase());
      if (user === undefined) {
        // Through the hash queue like every hash; a refusal (queue full) must not be kept for good.
        dummyHash ??= hashPassword('not-a-password').catch((error: unknown) => {
          dummyHash = undefined;
          throw error;
        });
        await verifyPassword(password, await dummyHash);
        throw new SessionRefusal('LOGIN_MISMATCH');
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw new SessionRefusal('LOGIN_MISMATCH');
      const refusal = refusalOf(user.status, user.etcJson.blockDevice, userAgent);
      if (refusal !== undefined) throw refusal;
      const familyId = randomUUID();
      const refreshToken = await db.tx((q) => issue(user, familyId, q));
      return result(user, familyId, refreshToken);
    },

    /**
     * Each refresh token works once. Presenting one that was already rotated means it leaked (or a client
     * raced itself): the whole family is revoked and its holder must log in again.
     */
    async refreshLogin(site: SiteInfo, refreshToken: string, userAgent?: string): Promise<LoginResult> {
      const now = new Date(clock.now());
      const invalid = new SessionRefusal('TOKEN_INVALID');
      const outcome = await db.tx(async (q): Promise<RefreshOutcome> => {
        const stored = await repos.refreshTokens.findByHash(hashRefreshToken(refreshToken), q);
        if (stored === undefined || stored.revokedAt !== null) return { error: invalid };
        const reused = { userId: stored.userId, familyId: stored.familyId };
        const racing =
          stored.rotatedAt !== null && now.getTime() - stored.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
        if (stored.rotatedAt !== null && !racing) {
          await repos.refreshTokens.revokeFamily(stored.familyId, now, q);
          return { error: invalid, reused };
        }
        if (stored.expiresAt.getTime() <= now.getTime())
          return { error: new SessionRefusal('TOKEN_EXPIRED') };
        const user = await repos.users.findById(stored.userId, q);
        if (user === undefined) return { error: invalid };
        if (user.siteId !== site.id) return { error: new SessionRefusal('WRONG_ACCESS') };
        const refusal = refusalOf(user.status, user.etcJson.blockDevice, userAgent);
        if (refusal !== undefined) return { error: refusal };
        // Losing here means a concurrent use of the same token got it first: the same race as above.
        if (!racing) await repos.refreshTokens.markRotated(stored.id, now, q);
        return { user, familyId: stored.familyId, token: await issue(user, stored.familyId, q) };
      });
      // Errors are returned rather than thrown so the revocation above commits.
      if (outcome.error !== undefined) {
        if (outcome.reused !== undefined)
          sessionEnds.announce({ ...outcome.reused, reason: 'TOKEN_INVALID' });
        throw outcome.error;
      }
      return result(outcome.user, outcome.familyId, outcome.token);
    },

    /**
     * Ends the session the tokens belong to (its whole refresh-token family). Either token will do, so a
     * client whose access token expired can still log out; tokens that are already invalid end nothing.
     */
    async logout(site: SiteInfo, tokens: { accessToken?: string; refreshToken?: string }): Promise<void> {
      const sessions = new Map<string, number>();
      if (tokens.accessToken !== undefined) {
        const claims = await accessTokens.verify(tokens.accessToken).catch(() => undefined);
        if (claims?.siteId === site.id) sessions.set(claims.familyId, claims.userId);
      }
      if (tokens.refreshToken !== undefined) {
        const stored = await repos.refreshTokens.findByHash(hashRefreshToken(tokens.refreshToken));
        const owner = stored === undefined ? undefined : await repos.users.findById(stored.userId);
        if (stored !== undefined && owner?.siteId === site.id) sessions.set(stored.familyId, stored.userId);
      }
      const now = new Date(clock.now());
      for (const [familyId, userId] of sessions) {
        await repos.refreshTokens.revokeFamily(familyId, now);
        sessionEnds.announce({ userId, familyId, reason: 'TOKEN_INVALID' });
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
