import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the server reads from the environment, read and validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** When unset, a secret is generated once and kept in dataDir so restarts keep sessions. */
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Folder holding `host/` and `remotes/<name>/` builds; unset means each package's own dist/. */
  webRoot: string | undefined;
  /** Where codes and account mail go; only the development outbox exists so far. */
  delivery: DeliveryKind;
}

export const DELIVERY_KINDS = ['outbox'] as const;
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

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function deliveryKind(env: NodeJS.ProcessEnv): DeliveryKind {
  const raw = optional(env, 'DELIVERY') ?? 'outbox';
  const kind = DELIVERY_KINDS.find((k) => k === raw);
  if (kind === undefined)
    throw new ConfigError(`DELIVERY must be one of ${DELIVERY_KINDS.join(', ')}, got "${raw}"`);
  return kind;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInteger(env, 'PORT', 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const webRoot = optional(env, 'WEB_ROOT');
  return {
    port,
    host: optional(env, 'HOST') ?? 'localhost',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: optional(env, 'DATABASE_URL'),
    jwtSecret: optional(env, 'JWT_SECRET'),
    accessTokenTtl: positiveInteger(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInteger(env, 'REFRESH_TOKEN_TTL', FOURTEEN_DAYS),
    webRoot: webRoot === undefined ? undefined : path.resolve(webRoot),
    delivery: deliveryKind(env),
  };
}
