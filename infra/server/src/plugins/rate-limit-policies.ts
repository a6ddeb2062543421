import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

import type { RateLimitName } from '../rate-limit-settings.js';
import { normalizeTarget } from '../services/certification-service.js';

/** One count: `limit`'s numbers, kept under `<bucket>:<key>`; no key (undefined) means it does not apply. */
export interface Counter {
  limit: RateLimitName;
  bucket: string;
  key: (request: FastifyRequest) => string | undefined;
  /**
   * Failure counts only: attempts still being checked count as failures, or a burst of parallel guesses would
   * all pass the check before the first failure is counted. For accounts; an address's burst is already
   * bounded by its request count, and a busy NAT must not be refused for logins merely in flight.
   */
  pendingCounts?: boolean;
}

export interface Policy {
  /** Counted on every request that passed validation; a full one refuses with 429 RATE_LIMITED. */
  requests: Counter[];
  /**
   * Counted only when the handler refuses a password (LOGIN_MISMATCH); a full one refuses with 429
   * LOGIN_LOCKED. Right passwords cost nothing, so a player who logs in often is never locked out.
   */
  failures?: Counter[];
}

/** The client address; IPv6 by its /64, which one subscriber usually holds whole. */
const ip = (request: FastifyRequest): string => normalizeIP(request.ip);

function field(request: FastifyRequest, name: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The signed-in caller (authenticate runs on the route's onRequest, before the count's preHandler). */
const caller = (request: FastifyRequest) =>
  request.auth === null ? undefined : `${request.site?.id ?? 0}:${request.auth.userId}`;

/** An account is per site: site 1's demo1 and site 15's demo1 are two players. */
const ofSite = (request: FastifyRequest, value: string | undefined) =>
  value === undefined ? undefined : `${request.site?.id ?? 0}:${value}`;

const username = (request: FastifyRequest) =>
  ofSite(request, field(request, 'username')?.trim().toLowerCase());
/** An account as tried from one address: someone mistyping it elsewhere does not lock its owner out. */
const usernameFromIp = (request: FastifyRequest) => {
  const account = username(request);
  return account === undefined ? undefined : `${account}@${ip(request)}`;
};
const phone = (request: FastifyRequest) => {
  const value = field(request, 'phone');
  return ofSite(request, value === undefined ? undefined : normalizeTarget('sms', value));
};
const email = (request: FastifyRequest) => {
  const value = field(request, 'email');
  return ofSite(request, value === undefined ? undefined : normalizeTarget('email', value));
};
/** As the recovery calls choose: the phone when given, else the email. */
const phoneOrEmail = (request: FastifyRequest) => phone(request) ?? email(request);

const isRefresh = (request: FastifyRequest) => field(request, 'refreshToken') !== undefined;
const ifPassword = (key: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) =>
  isRefresh(request) ? undefined : key(request);

// Counters shared by several routes are one object, so their routes draw on one count.
const recoveryIp: Counter = { limit: 'recoveryIp', bucket: 'recovery', key: ip };

/** Which routes count what; a route names its policy in its options: `config: { limits: 'login' }`. */
export const POLICIES = {
  login: {
    requests: [
      { limit: 'loginIp', bucket: 'login', key: ifPassword(ip) },
      // A refresh token cannot be guessed; this only bounds the work one address can ask for.
      {
        limit: 'refreshIp',
        bucket: 'refresh',
        key: (request) => (isRefresh(request) ? ip(request) : undefined),
      },
    ],
    failures: [
      {
        limit: 'loginFailuresAccount',
        bucket: 'loginFailures',
        key: ifPassword(usernameFromIp),
        pendingCounts: true,
      },
      {
        limit: 'loginFailuresAccountTotal',
        bucket: 'loginFailuresTotal',
        key: ifPassword(username),
        pendingCounts: true,
      },
      { limit: 'loginFailuresIp', bucket: 'loginFailuresIp', key: ifPassword(ip) },
    ],
  },
  signup: {
    requests: [
      { limit: 'signupIp', bucket: 'signup', key: ip },
      { limit: 'signupAccount', bucket: 'signupUsername', key: username },
      { limit: 'signupAccount', bucket: 'signupPhone', key: phone },
    ],
  },
  // Per target the certification service already allows one code a minute and five an hour.
  certSend: { requests: [{ limit: 'certSendIp', bucket: 'certSend', key: ip }] },
  certVerify: {
    requests: [
      { limit: 'certVerifyIp', bucket: 'certVerify', key: ip },
      { limit: 'certVerifyTarget', bucket: 'certVerifyTarget', key: phoneOrEmail },
    ],
  },
  findId: {
    requests: [recoveryIp, { limit: 'recoveryAccount', bucket: 'findId', key: phoneOrEmail }],
  },
  findPw: { requests: [recoveryIp, { limit: 'recoveryAccount', bucket: 'findPw', key: username }] },
  resetPw: { requests: [recoveryIp, { limit: 'recoveryAccount', bucket: 'resetPw', key: username }] },
  checkUsername: { requests: [{ limit: 'checkUsernameIp', bucket: 'checkUsername', key: ip }] },
  // Binary bets, overseas and futures orders draw on one count: what is limited is how fast one player trades.
  order: {
    requests: [
      { limit: 'orderAccount', bucket: 'orderAccount', key: caller },
      { limit: 'orderIp', bucket: 'orderIp', key: ip },
    ],
  },
  chat: { requests: [{ limit: 'chatAccount', bucket: 'chat', key: caller }] },
} satisfies Record<string, Policy>;

export type LimitPolicy = keyof typeof POLICIES;
