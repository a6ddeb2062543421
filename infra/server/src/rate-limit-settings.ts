/** At most `max` counted events per key in `windowSeconds`; the window starts with the first event. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * The abuse limits, per client address (`...Ip`) or per account (site + username, phone or email). Each is
 * `RATE_LIMIT_<NAME>=<max>/<seconds>` in the environment, e.g. `RATE_LIMIT_LOGIN_IP=60/60`.
 *
 * Per-address limits are generous because many players share one address (mobile carriers' NAT, offices);
 * per-account limits are tight because one account's owner never needs more.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Password logins, right or wrong: each costs a password hash. */
  loginIp: { max: 60, windowSeconds: 60 },
  /** Wrong passwords against any accounts (password spraying). */
  loginFailuresIp: { max: 50, windowSeconds: 900 },
  /**
   * Wrong passwords for one account from one address: that address is locked out of the account until its window
   * ends, while the owner, from their own address, still gets in.
   */
  loginFailuresAccount: { max: 5, windowSeconds: 900 },
  /**
   * Wrong passwords for one account from every address together: bounds a guess spread over many addresses; it
   * takes this many from several addresses (each locked after loginFailuresAccount) to lock the owner out too.
   */
  loginFailuresAccountTotal: { max: 30, windowSeconds: 900 },
  /** Refresh-token logins (every open app refreshes every ACCESS_TOKEN_TTL). */
  refreshIp: { max: 120, windowSeconds: 60 },
  signupIp: { max: 20, windowSeconds: 3600 },
  /** Sign-ups naming one username, and one phone. */
  signupAccount: { max: 5, windowSeconds: 3600 },
  /** Codes sent by SMS or email (each target also has one a minute, five an hour: see certification). */
  certSendIp: { max: 20, windowSeconds: 3600 },
  certVerifyIp: { max: 60, windowSeconds: 900 },
  certVerifyTarget: { max: 10, windowSeconds: 900 },
  /** find_id, find_pw and reset_pw together. */
  recoveryIp: { max: 20, windowSeconds: 3600 },
  /** Each of find_id (per phone or email), find_pw and reset_pw (per username). */
  recoveryAccount: { max: 5, windowSeconds: 3600 },
  checkUsernameIp: { max: 60, windowSeconds: 60 },
  /** Bets and orders of one player: a tapping player places a few a second at most; a script is held back. */
  orderAccount: { max: 30, windowSeconds: 10 },
  /** Bets and orders from one address: high, since a carrier's NAT puts many players behind one. */
  orderIp: { max: 3000, windowSeconds: 60 },
  /** Live chat lines of one player. */
  chatAccount: { max: 20, windowSeconds: 10 },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Limit>;

export const RATE_LIMIT_NAMES = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];

/** loginFailuresIp -> RATE_LIMIT_LOGIN_FAILURES_IP */
export function rateLimitEnvName(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** The defaults with the environment's overrides; a malformed value is refused with `fail`'s error. */
export function readRateLimits(env: NodeJS.ProcessEnv, fail: (message: string) => Error): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS } as RateLimits;
  for (const name of RATE_LIMIT_NAMES) {
    const variable = rateLimitEnvName(name);
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
    const [max, windowSeconds] = [Number(match?.[1]), Number(match?.[2])];
    // No zero: a limit is turned up, never off.
    if (match === null || !(max > 0) || !(windowSeconds > 0)) {
      throw fail(`${variable} must be <max>/<seconds> with both positive, e.g. 60/60; got "${raw}"`);
    }
    limits[name] = { max, windowSeconds };
  }
  return limits;
}
