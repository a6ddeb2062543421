import {
  cleanNick,
  type BlockDevice,
  type DeliveryChannel,
  type DeliverySent,
  type ForceLogoutEvent,
  type PlayerAccess,
  type SiteInfo,
} from '@bx/contracts';

import type { AccessClaims } from '../auth/access-token.js';
import { hashPassword } from '../auth/password.js';
import type { SessionEnds } from '../auth/session-ends.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';
import type { UserRow } from '../repositories/user-repository.js';
import { AccountRefusal } from './account-refusal.js';
import { CERT_LIMITS, normalizeTarget, type CertificationService } from './certification-service.js';
import type { Delivery } from './delivery.js';

/** "01012345678" -> "010****5678", "player@example.com" -> "pl****@example.com". */
export function maskTarget(channel: DeliveryChannel, target: string): string {
  if (channel === 'sms') return target.length <= 7 ? '****' : `${target.slice(0, 3)}****${target.slice(-4)}`;
  const [local = '', domain = ''] = target.split('@');
  return `${local.slice(0, 2)}****@${domain}`;
}

/** "demo1" -> "de***"; enough for the owner to recognise, not the whole name. */
export function maskUsername(username: string): string {
  const shown = Math.max(2, Math.ceil(username.length / 2));
  return username.slice(0, shown) + '*'.repeat(Math.max(1, username.length - shown));
}

function channelOf(input: { phone?: string | undefined; email?: string | undefined }): {
  channel: DeliveryChannel;
  target: string;
} {
  if (input.phone !== undefined && input.phone !== '') {
    return { channel: 'sms', target: normalizeTarget('sms', input.phone) };
  }
  if (input.email !== undefined && input.email !== '') {
    return { channel: 'email', target: normalizeTarget('email', input.email) };
  }
  throw new AccountRefusal('DELIVERY_TARGET_REQUIRED');
}

function matchesContact(user: UserRow, channel: DeliveryChannel, target: string): boolean {
  return channel === 'sms'
    ? normalizeTarget('sms', user.phone) === target
    : normalizeTarget('email', user.email) === target;
}

const FIND_ID = {
  ko: { subject: '[{site}] 아이디 안내', body: '회원님의 아이디는 {usernames} 입니다.' },
  en: { subject: '[{site}] Your username', body: 'Your username is {usernames}.' },
} as const;

/** Account recovery (find id, find and reset password), nick changes and forced logout. */
export function createPlayerAccountService(deps: {
  db: Db;
  repos: Repositories;
  clock: Clock;
  delivery: Delivery;
  certification: CertificationService;
  realtime: Realtime;
  sessionEnds: SessionEnds;
}) {
  const { db, repos, clock, delivery, certification, realtime, sessionEnds } = deps;

  /** A player of the operator's own site; operators are not blocked or logged out through these calls. */
  async function playerOfSite(admin: AccessClaims, playerId: number): Promise<UserRow> {
    const player = await repos.users.findById(playerId);
    if (player === undefined || player.siteId !== admin.siteId) throw new AccountRefusal('USER_NOT_FOUND');
    if (player.role === 'ADMIN') throw new AccountRefusal('NO_PERMISSION');
    return player;
  }

  return {
    /**
     * Sends the username(s) registered with this name and phone or email to that phone or email. The answer
     * is the same whether or not anything matched, so it tells no one which names and phones are registered.
     */
    async findId(
      site: SiteInfo,
      input: { name: string; phone?: string | undefined; email?: string | undefined },
    ): Promise<DeliverySent> {
      const { channel, target } = channelOf(input);
      const users = await repos.users.findByNameAndContact(
        site.id,
        input.name.trim(),
        channel === 'sms' ? { phone: target } : { email: target },
      );
      const answer = { sent: true as const, channel, to: maskTarget(channel, target) };
      if (users.length === 0) return answer;
      const text = FIND_ID[site.lang];
      const usernames = users.map((u) => u.username).join(', ');
      await delivery.send({
        siteId: site.id,
        channel,
        to: target,
        subject: text.subject.replace('{site}', site.name),
        body: text.body.replace('{usernames}', usernames),
      });
      return answer;
    },

    /** A reset code to the user's phone or email, when it is the one on the account; the same answer if not. */
    async findPassword(
      site: SiteInfo,
      input: { username: string; phone?: string | undefined; email?: string | undefined },
    ): Promise<DeliverySent & { expiresIn: number }> {
      const { channel, target } = channelOf(input);
      const user = await repos.users.findByUsername(site.id, input.username.trim().toLowerCase());
      const { expiresIn } =
        user === undefined || !matchesContact(user, channel, target)
          ? { expiresIn: CERT_LIMITS.ttlSeconds }
          : await certification.issue(site, channel, target, 'reset_pw', user.id);
      return { sent: true, channel, to: maskTarget(channel, target), expiresIn };
    },

    /** Completes find_pw: the code sent to the user's phone or email, then the new password; ends all sessions. */
    async resetPassword(
      site: SiteInfo,
      input: { username: string; code: string; password: string },
    ): Promise<{ username: string; maskedUsername: string }> {
      const user = await repos.users.findByUsername(site.id, input.username.trim().toLowerCase());
      // As for a user who asked for no code: the answer does not tell whether the username exists.
      if (user === undefined) throw new AccountRefusal('CERT_NOT_REQUESTED');
      // The code went to whichever of phone or email find_pw used; the newest unverified one of either counts.
      const phone = normalizeTarget('sms', user.phone);
      const email = normalizeTarget('email', user.email);
      const [byPhone, byEmail] = await Promise.all([
        repos.certifications.latest(site.id, phone, 'reset_pw'),
        email === '' ? undefined : repos.certifications.latest(site.id, email, 'reset_pw'),
      ]);
      const useEmail = byEmail !== undefined && (byPhone === undefined || byEmail.id > byPhone.id);
      const checked = await certification.check(
        site,
        useEmail ? 'email' : 'sms',
        useEmail ? email : phone,
        'reset_pw',
        input.code,
      );
      if (checked.userId !== user.id) throw new AccountRefusal('CERT_NOT_REQUESTED');
      const passwordHash = await hashPassword(input.password);
      await db.tx(async (q) => {
        await repos.users.updatePasswordHash(user.id, passwordHash, q);
        await repos.refreshTokens.revokeAllOfUser(user.id, new Date(clock.now()), q);
      });
      sessionEnds.announce({ userId: user.id, reason: 'TOKEN_INVALID' });
      return { username: user.username, maskedUsername: maskUsername(user.username) };
    },

    async changeNick(caller: AccessClaims, input: { id: number; nick: string }): Promise<{ nick: string }> {
      if (input.id !== caller.userId) throw new AccountRefusal('NO_PERMISSION');
      const nick = cleanNick(input.nick);
      if (nick.length < 2) throw new AccountRefusal('VALIDATION', { detail: 'body.nick' });
      const me = await repos.users.findById(caller.userId);
      if (me === undefined) throw new AccountRefusal('USER_NOT_FOUND');
      if (me.nick === nick) return { nick };
      // Another player's nick in any case is theirs; the caller's own in another case is a change.
      const taken = await repos.users.findTaken(
        caller.siteId,
        { username: '', nick, phone: '' },
        caller.userId,
      );
      if (taken.nick) throw new AccountRefusal('NICK_DUPLICATE');
      await repos.users.updateNick(caller.userId, nick);
      return { nick };
    },

    /** Ends every session of the player: refresh tokens revoked, access refused, sockets told and closed. */
    async forceLogout(admin: AccessClaims, playerId: number): Promise<{ revoked: number }> {
      const player = await playerOfSite(admin, playerId);
      const revoked = await repos.refreshTokens.revokeAllOfUser(player.id, new Date(clock.now()));
      const event: ForceLogoutEvent = { type: 'FORCE_LOGOUT' };
      realtime.publishToUser(player.id, '/queue/force_logout', event);
      sessionEnds.announce({ userId: player.id, reason: 'FORCE_LOGOUT' });
      return { revoked };
    },

    /**
     * An operator blocks or unblocks a player (status DENY / NORMAL) or some of its devices
     * (etcJson.blockDevice; '' unblocks). A block takes effect at once: calls are refused and the sockets
     * concerned close.
     */
    async setAccess(
      admin: AccessClaims,
      input: { playerId: number; status?: 'NORMAL' | 'DENY'; blockDevice?: BlockDevice | '' },
    ): Promise<PlayerAccess> {
      const player = await playerOfSite(admin, input.playerId);
      await repos.users.updateAccess(player.id, input);
      // An unblock ends nothing: the guard's cached refusal lapses within its second.
      if (input.status === 'DENY') sessionEnds.announce({ userId: player.id, reason: 'ACCOUNT_DENIED' });
      if (input.blockDevice !== undefined && input.blockDevice !== '') {
        sessionEnds.announce({ userId: player.id, reason: 'DEVICE_BLOCKED', blockDevice: input.blockDevice });
      }
      const updated = await playerOfSite(admin, player.id);
      return {
        playerId: updated.id,
        status: updated.status,
        blockDevice: updated.etcJson.blockDevice ?? '',
      };
    },
  };
}

export type PlayerAccountService = ReturnType<typeof createPlayerAccountService>;
