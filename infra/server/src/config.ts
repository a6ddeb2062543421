import { fileURLToPath } from 'node:url';
import path from 'node:path';

import { parseKstDate } from '@bx/contracts';

import type { MarketHoliday } from './market/session-calendar.js';
import { PAYMENT_PROVIDER_KINDS, type PaymentProviderKind } from './payments/payment-provider.js';
import { SYMBOLS } from './market/symbols.js';
import { readRateLimits, type RateLimits } from './rate-limit-settings.js';

/** Everything the server reads from the environment, read and validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Redis (redis:// or rediss://) through which several instances share realtime pushes (REALTIME_BUS_URL);
   * unset keeps them inside this one process.
   */
  realtimeBusUrl: string | undefined;
  /** Redis holding the abuse-limit counts (RATE_LIMIT_REDIS_URL), shared by every instance; unset: this process. */
  rateLimitRedisUrl: string | undefined;
  /**
   * This deployment's name (DEPLOYMENT_NAME, default `bx`): the prefix of every Redis channel and key it uses, so
   * deployments sharing one Redis (pub/sub ignores the database number) never hear each other.
   */
  deploymentName: string;
  /** When unset, a secret is generated once and kept in dataDir so restarts keep sessions. */
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Folder holding `host/` and `remotes/<name>/` builds; unset means each package's own dist/. */
  webRoot: string | undefined;
  /**
   * Demo mode (`--demo` or BX_DEMO=1, never with NODE_ENV=production): codes and account mail go to the
   * development outbox, readable at /api/dev/outbox from this machine only.
   */
  demo: boolean;
  /**
   * The proxies in front whose X-Forwarded-For names the client (addresses, CIDRs, or proxy-addr's names
   * loopback, linklocal, uniquelocal), so rate limits count clients, not the gateway; unset trusts nobody.
   */
  trustProxy: string | undefined;
  /** Where codes and account mail go: the development outbox (demo only), or nowhere ('none': fail closed). */
  delivery: DeliveryKind;
  /** Abuse limits per client address and per account (RATE_LIMIT_<NAME>): see rate-limit-settings.ts. */
  rateLimits: RateLimits;
  /**
   * Session days on which a stock does not trade (MARKET_HOLIDAYS, e.g. "EURUSD@2026-12-25,XAUUSD@2026-12-25":
   * stock@Seoul date); see market/session-calendar.ts.
   */
  marketHolidays: MarketHoliday[];
  /**
   * Stocks traded around the clock whatever their exchange's hours (MARKET_ALWAYS_OPEN, e.g. "NQ,ES"): for demo
   * and test sites, whose players must be able to try the overseas area at night and at weekends.
   */
  marketAlwaysOpen: string[];
  /** Password hashes (scrypt) computed at once, so libuv's other threads stay free for files and DNS. */
  passwordHashConcurrency: number;
  /** Logins that may wait for a hash; beyond that they are refused with 503 SERVER_BUSY, not queued. */
  passwordHashQueue: number;
  /** Who P2P buys and coin calls go through (PAYMENT_PROVIDER): the sandbox until a provider is contracted. */
  paymentProvider: PaymentProviderKind;
}

/** No SMS or e-mail provider is contracted yet; one joins this list with its implementation in delivery.ts. */
export const DELIVERY_KINDS = ['outbox', 'none'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** infra/server/{src,dist}/config.* -> the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

export class ConfigError extends Error {}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) {
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  }
  return Number(raw);
}

function redisUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = optional(env, name);
  if (value !== undefined && !/^rediss?:\/\/[^\s]+$/.test(value)) {
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL, got "${value}"`);
  }
  return value;
}

function deploymentName(env: NodeJS.ProcessEnv): string {
  const value = optional(env, 'DEPLOYMENT_NAME') ?? 'bx';
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/.test(value)) {
    throw new ConfigError(
      `DEPLOYMENT_NAME must be 1-40 letters, digits, '.', '_' or '-' (starting with a letter or digit), got "${value}"`,
    );
  }
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function demoMode(env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  const raw = optional(env, 'BX_DEMO');
  if (raw !== undefined && !['0', '1', 'true', 'false'].includes(raw)) {
    throw new ConfigError(`BX_DEMO must be 1 or 0, got "${raw}"`);
  }
  const demo = argv.includes('--demo') || raw === '1' || raw === 'true';
  if (demo && env.NODE_ENV === 'production') {
    throw new ConfigError('demo mode (the development outbox) is refused with NODE_ENV=production');
  }
  return demo;
}

function deliveryKind(env: NodeJS.ProcessEnv, demo: boolean): DeliveryKind {
  const raw = optional(env, 'DELIVERY') ?? (demo ? 'outbox' : 'none');
  const kind = DELIVERY_KINDS.find((k) => k === raw);
  if (kind === undefined)
    throw new ConfigError(`DELIVERY must be one of ${DELIVERY_KINDS.join(', ')}, got "${raw}"`);
  // The outbox hands every code to whoever reads it: anywhere but a demo that is an account takeover.
  if (kind === 'outbox' && !demo)
    throw new ConfigError('DELIVERY=outbox needs demo mode (--demo or BX_DEMO=1)');
  return kind;
}

function paymentProvider(env: NodeJS.ProcessEnv): PaymentProviderKind {
  const raw = optional(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  const kind = PAYMENT_PROVIDER_KINDS.find((k) => k === raw);
  if (kind === undefined)
    throw new ConfigError(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDER_KINDS.join(', ')}, got "${raw}"`,
    );
  return kind;
}

function marketHolidays(env: NodeJS.ProcessEnv): MarketHoliday[] {
  const raw = optional(env, 'MARKET_HOLIDAYS');
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const [stock = '', date = '', ...rest] = entry.trim().split('@');
    if (
      rest.length > 0 ||
      !SYMBOLS.some((symbol) => symbol.stock === stock) ||
      parseKstDate(date) === undefined
    ) {
      throw new ConfigError(
        `MARKET_HOLIDAYS entries are <stock>@<YYYY-MM-DD> with a known stock, got "${entry.trim()}"`,
      );
    }
    return { stock, date };
  });
}

function marketAlwaysOpen(env: NodeJS.ProcessEnv): string[] {
  const raw = optional(env, 'MARKET_ALWAYS_OPEN');
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const stock = entry.trim();
    if (!SYMBOLS.some((symbol) => symbol.stock === stock))
      throw new ConfigError(`MARKET_ALWAYS_OPEN lists known stocks, got "${stock}"`);
    return stock;
  });
}

/** Half of libuv's pool (UV_THREADPOOL_SIZE, default 4) for password hashes, at least one. */
function defaultHashConcurrency(env: NodeJS.ProcessEnv): number {
  const pool = Number(env.UV_THREADPOOL_SIZE);
  return Math.max(1, Math.floor((Number.isInteger(pool) && pool > 0 ? pool : 4) / 2));
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const demo = demoMode(env, argv);
  const port = positiveInteger(env, 'PORT', 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const webRoot = optional(env, 'WEB_ROOT');
  return {
    port,
    host: optional(env, 'HOST') ?? 'localhost',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: optional(env, 'DATABASE_URL'),
    realtimeBusUrl: redisUrl(env, 'REALTIME_BUS_URL'),
    rateLimitRedisUrl: redisUrl(env, 'RATE_LIMIT_REDIS_URL'),
    deploymentName: deploymentName(env),
    jwtSecret: optional(env, 'JWT_SECRET'),
    accessTokenTtl: positiveInteger(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInteger(env, 'REFRESH_TOKEN_TTL', FOURTEEN_DAYS),
    webRoot: webRoot === undefined ? undefined : path.resolve(webRoot),
    trustProxy: optional(env, 'TRUST_PROXY'),
    demo,
    delivery: deliveryKind(env, demo),
    rateLimits: readRateLimits(env, (message) => new ConfigError(message)),
    marketHolidays: marketHolidays(env),
    marketAlwaysOpen: marketAlwaysOpen(env),
    passwordHashConcurrency: positiveInteger(env, 'PASSWORD_HASH_CONCURRENCY', defaultHashConcurrency(env)),
    passwordHashQueue: positiveInteger(env, 'PASSWORD_HASH_QUEUE', 100),
    paymentProvider: paymentProvider(env),
  };
}
