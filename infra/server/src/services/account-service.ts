import { cleanNick, type Me, type RegisterPlayerRequest } from '@bx/contracts';

import type { AccessClaims } from '../auth/access-token.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { SessionEnds } from '../auth/session-ends.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';
import { toMyWallet } from '../wallet/wallet-view.js';
import { AccountRefusal } from './account-refusal.js';
import { CERT_LIMITS, normalizeTarget } from './certification-service.js';

/** What a player may not set about themselves: which devices are blocked is the operators' call. */
function withoutOperatorKeys(etc: RegisterPlayerRequest['etcJson']): RegisterPlayerRequest['etcJson'] {
  if (etc === undefined || !('blockDevice' in etc)) return etc;
  return Object.fromEntries(Object.entries(etc).filter(([key]) => key !== 'blockDevice'));
}

export function createAccountService(deps: {
  db: Db;
  repos: Repositories;
  clock: Clock;
  sessionEnds: SessionEnds;
}) {
  const { db, repos, clock, sessionEnds } = deps;

  async function toMe(user: UserRow): Promise<Me> {
    const { money, wallet } = toMyWallet(await repos.ledger.userBalances(user.id));
    return {
      id: user.id,
      siteInfoId: user.siteId,
      username: user.username,
      name: user.name,
      nick: user.nick ?? user.username,
      phone: user.phone,
      email: user.email,
      status: user.status,
      role: user.role,
      etcJson: user.etcJson,
      bankInfo: user.bankInfo,
      money,
      wallet,
    };
  }

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await repos.users.findById(userId);
    if (user === undefined) throw new AccountRefusal('USER_NOT_FOUND');
    return user;
  }

  return {
    toMe,

    async me(userId: number): Promise<Me> {
      return toMe(await requireUser(userId));
    },

    async isUsernameAvailable(siteId: number, username: string): Promise<boolean> {
      return (await repos.users.findByUsername(siteId, username.toLowerCase())) === undefined;
    },

    async register(siteId: number, input: Omit<RegisterPlayerRequest, 'siteInfoId'>): Promise<Me> {
      const username = input.username.toLowerCase();
      const nick = input.nick === undefined ? undefined : cleanNick(input.nick) || undefined;
      const taken = await repos.users.findTaken(siteId, { username, nick, phone: input.phone });
      if (taken.username) throw new AccountRefusal('USERNAME_DUPLICATE');
      if (taken.nick) throw new AccountRefusal('NICK_DUPLICATE');
      if (taken.phone) throw new AccountRefusal('PHONE_DUPLICATE');
      if (
        input.partnerId !== undefined &&
        (await repos.partners.findById(siteId, input.partnerId)) === undefined
      ) {
        throw new AccountRefusal('PARTNER_NOT_FOUND');
      }
      const passwordHash = await hashPassword(input.password);
      const userId = await db.tx(async (q) => {
        const id = await repos.users.insert(
          {
            siteId,
            username,
            passwordHash,
            name: input.name,
            nick,
            phone: input.phone,
            email: input.email,
            etcJson: withoutOperatorKeys(input.etcJson),
            referrerPartnerId: input.partnerId,
            bankInfo: input.bankInfo,
            address: input.address,
          },
          q,
        );
        await repos.ledger.openUserAccounts(id, q);
        const verified = await repos.certifications.consumeVerified(
          siteId,
          normalizeTarget('sms', input.phone),
          new Date(clock.now() - CERT_LIMITS.verifiedForSeconds * 1000),
          new Date(clock.now()),
          q,
        );
        if (!verified) throw new AccountRefusal('PHONE_NOT_VERIFIED');
        return id;
      });
      return await this.me(userId);
    },

    /** Changes the caller's password and ends every other session of theirs. */
    async changePassword(
      caller: AccessClaims,
      input: { id: number; password: string; currentPassword: string },
    ): Promise<void> {
      if (input.id !== caller.userId) throw new AccountRefusal('NO_PERMISSION');
      const user = await requireUser(caller.userId);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw new AccountRefusal('PASSWORD_MISMATCH');
      }
      const passwordHash = await hashPassword(input.password);
      await db.tx(async (q) => {
        await repos.users.updatePasswordHash(user.id, passwordHash, q);
        await repos.refreshTokens.revokeOtherFamilies(user.id, caller.familyId, new Date(clock.now()), q);
      });
      sessionEnds.announce({ userId: user.id, exceptFamilyId: caller.familyId, reason: 'TOKEN_INVALID' });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
