import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import type { DeliveryChannel, SiteInfo } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { CertPurpose } from '../repositories/certification-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { CertificationRefusal } from './certification-refusal.js';
import type { Delivery } from './delivery.js';

export const CERT_LIMITS = {
  /** A code is valid this long. */
  ttlSeconds: 180,
  /** Wrong codes allowed per code; then a new one must be requested. */
  maxAttempts: 5,
  /** A verified phone stays good for a sign-up this long. */
  verifiedForSeconds: 30 * 60,
  /** Codes per target: one per minute for one purpose (a sign-up code does not hold a reset code back), five per hour in all. */
  minIntervalSeconds: 60,
  perHour: 5,
} as const;

/** "010-1234-5678" and "01012345678" are one phone; emails compare case-insensitively. */
export function normalizeTarget(channel: DeliveryChannel, value: string): string {
  return channel === 'sms' ? value.replace(/[^0-9]/g, '') : value.trim().toLowerCase();
}

function hashCode(target: string, code: string): string {
  return createHash('sha256').update(`${target}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type CheckOutcome =
  | { error: 'CERT_NOT_REQUESTED' | 'CERT_CODE_EXPIRED' | 'CERT_CODE_MISMATCH' | 'CERT_ATTEMPTS_EXCEEDED' }
  | { error?: undefined; userId: number | null };

const SUBJECT = { ko: '[{site}] 인증번호', en: '[{site}] Verification code' } as const;
const BODY = {
  ko: '인증번호는 {code} 입니다. {minutes}분 안에 입력해주세요.',
  en: 'Your verification code is {code}. Enter it within {minutes} minutes.',
} as const;

/** Six-digit codes by email or SMS: issued, rate-limited per target, expiring, attempt-limited. */
export function createCertificationService(deps: {
  db: Db;
  repos: Repositories;
  clock: Clock;
  delivery: Delivery;
}) {
  const { db, repos, clock, delivery } = deps;

  return {
    /** Sends a new code to the target; the code never appears in any response. */
    async issue(
      site: SiteInfo,
      channel: DeliveryChannel,
      rawTarget: string,
      purpose: CertPurpose,
      userId?: number,
    ): Promise<{ sent: true; expiresIn: number; resendIn: number }> {
      const target = normalizeTarget(channel, rawTarget);
      const now = clock.now();
      const lastMinute = await repos.certifications.countSince(
        site.id,
        target,
        new Date(now - CERT_LIMITS.minIntervalSeconds * 1000),
        purpose,
      );
      const lastHour = await repos.certifications.countSince(site.id, target, new Date(now - 3_600_000));
      if (lastMinute > 0 || lastHour >= CERT_LIMITS.perHour) throw new CertificationRefusal('RATE_LIMITED');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repos.certifications.insert({
        siteId: site.id,
        channel,
        target,
        purpose,
        ...(userId === undefined ? {} : { userId }),
        codeHash: hashCode(target, code),
        expiresAt: new Date(now + CERT_LIMITS.ttlSeconds * 1000),
        createdAt: new Date(now),
      });
      const fill = (text: string) =>
        text
          .replace('{site}', site.name)
          .replace('{code}', code)
          .replace('{minutes}', String(CERT_LIMITS.ttlSeconds / 60));
      await delivery.send({
        siteId: site.id,
        channel,
        to: target,
        subject: fill(SUBJECT[site.lang]),
        body: fill(BODY[site.lang]),
      });
      return { sent: true, expiresIn: CERT_LIMITS.ttlSeconds, resendIn: CERT_LIMITS.minIntervalSeconds };
    },

    /** Checks the newest code of the target; a wrong one counts against its attempts. Returns its user. */
    async check(
      site: SiteInfo,
      channel: DeliveryChannel,
      rawTarget: string,
      purpose: CertPurpose,
      code: string,
    ): Promise<{ userId: number | null }> {
      const target = normalizeTarget(channel, rawTarget);
      const now = clock.now();
      const outcome = await db.tx(async (q): Promise<CheckOutcome> => {
        const cert = await repos.certifications.latest(site.id, target, purpose, q);
        if (cert === undefined || cert.verifiedAt !== null) return { error: 'CERT_NOT_REQUESTED' };
        if (cert.attempts >= CERT_LIMITS.maxAttempts) return { error: 'CERT_ATTEMPTS_EXCEEDED' };
        if (cert.expiresAt.getTime() <= now) return { error: 'CERT_CODE_EXPIRED' };
        if (!sameHash(cert.codeHash, hashCode(target, code))) {
          await repos.certifications.addAttempt(cert.id, q);
          return { error: 'CERT_CODE_MISMATCH' };
        }
        await repos.certifications.markVerified(cert.id, new Date(now), q);
        return { userId: cert.userId };
      });
      // Returned, not thrown, inside the transaction so the counted attempt commits.
      if (outcome.error !== undefined) throw new CertificationRefusal(outcome.error);
      return { userId: outcome.userId };
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;

/** An outbox `to` filter as the user typed it: an email, or a phone with or without dashes. */
export function normalizeAddress(value: string): string {
  return normalizeTarget(value.includes('@') ? 'email' : 'sms', value);
}
