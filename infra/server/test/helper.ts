import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  isApiFailure,
  type ApiEnvelope,
  type ApiErrorBody,
  type LoginResult,
  type OutboxPage,
} from '@bx/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';

import { buildApp, type AppOptions } from '../src/app.js';
import { DomainError } from '../src/errors/domain-error.js';
import type { Clock } from '../src/clock.js';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit-settings.js';

import { adminQuery, waitForNoConnections } from './postgres-admin.js';

/** Set per vitest project: every suite runs on PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export const backend = process.env.BX_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

export const HOSTS = {
  main: 'localhost',
  site15: 'site15.localhost',
  site33: 'site33.localhost',
  site25: 'site25.localhost',
} as const;

/** A fresh, empty database: in-memory PGlite, or a throwaway PostgreSQL database dropped on close. */
export async function openTestDb(): Promise<Db> {
  return openDatabase(undefined);
}

/**
 * A fresh database as an app leaves it once started: migrated and seeded, copied from the run's template
 * (test/seeded-template.setup.ts). Without a template (a file run outside vitest's projects) it starts empty.
 */
export async function openSeededTestDb(): Promise<Db> {
  return openDatabase(inject('seededTemplate'));
}

async function openDatabase(template: string | undefined): Promise<Db> {
  if (backend === 'pglite') {
    return template === undefined
      ? openPgliteDb()
      : openPgliteDb(undefined, { loadDataDir: new Blob([await readFile(template)]) });
  }
  const database = await postgresDatabase(template);
  const db = openPgDb(database.url);
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * A throwaway PostgreSQL database (the PostgreSQL backend only), seeded like buildTestApp's: its URL, for suites
 * that reach it their own way (through a fault proxy, from server processes), and its drop.
 */
export async function seededPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return postgresDatabase(inject('seededTemplate'));
}

async function postgresDatabase(
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      // pool.end() resolves before its sockets have closed; forcing the drop while a backend is still
      // closing sends that client a FATAL 57P01 nobody listens for (an uncaught error). Wait for them first.
      await waitForNoConnections(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private current = Date.now();
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  return {
    port: 0,
    host: '127.0.0.1',
    // A fresh path, made only if the app must write there (a generated JWT secret, its own PGlite): the
    // suites give it both, so nothing is left behind, and buildTestApp removes the folder on close anyway.
    dataDir: path.join(tmpdir(), `bx-server-${randomBytes(8).toString('hex')}`),
    databaseUrl: undefined,
    realtimeBusUrl: undefined,
    rateLimitRedisUrl: undefined,
    // Each app a deployment of its own: suites sharing the machine's Redis never hear each other.
    deploymentName: `test-${randomBytes(6).toString('hex')}`,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    accessTokenTtl: 900,
    refreshTokenTtl: 14 * 24 * 60 * 60,
    webRoot: undefined,
    trustProxy: undefined,
    // Most suites read codes from the development outbox; suites of the production setting turn it off.
    demo: true,
    delivery: 'outbox',
    // The production limits: the suites get along with them as real clients must; one app, one fresh count.
    rateLimits: DEFAULT_RATE_LIMITS,
    passwordHashConcurrency: 2,
    passwordHashQueue: 100,
    paymentProvider: 'sandbox',
    marketHolidays: [],
    marketAlwaysOpen: [],
    ...overrides,
  };
}

export async function buildTestApp(
  options: { config?: Partial<Config> } & Omit<AppOptions, 'config' | 'db'> = {},
): Promise<FastifyInstance> {
  const { config, ...rest } = options;
  const appConfig = await testConfig(config);
  // Every suite's answers are checked against their schemas: a field the schema forgot fails the suite.
  const app = await buildApp({
    checkResponseFields: true,
    ...rest,
    config: appConfig,
    db: await openSeededTestDb(),
  });
  // A suite's own dataDir is the suite's to remove; the one testConfig named is ours.
  if (config?.dataDir === undefined) {
    app.addHook('onClose', () => rm(appConfig.dataDir, { recursive: true, force: true }));
  }
  await app.ready();
  return app;
}

/** app.inject plus the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ statusCode: number; body: ApiEnvelope<T>; headers: Record<string, unknown> }> {
  const response = await app.inject(options);
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
}

export async function login(
  app: FastifyInstance,
  username: string,
  siteInfoId = 1,
  host: string = HOSTS.main,
): Promise<LoginResult> {
  const { statusCode, body } = await call<LoginResult>(app, {
    method: 'POST',
    url: `/api/login?siteInfoId=${siteInfoId}`,
    headers: { host },
    payload: { username, password: 'demo1234', siteInfoId },
  });
  if (statusCode !== 200 || isApiFailure(body))
    throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.data;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The error body of a failure envelope (undefined on success). */
export function errorOf(body: ApiEnvelope<unknown>): ApiErrorBody | undefined {
  return isApiFailure(body) ? body.error : undefined;
}

/** The newest six-digit code the development outbox holds for an address. */
export async function lastCode(
  app: FastifyInstance,
  to: string,
  siteInfoId = 1,
  host: string = HOSTS.main,
): Promise<string> {
  const { body } = await call<OutboxPage>(app, {
    url: `/api/dev/outbox?siteInfoId=${siteInfoId}&to=${encodeURIComponent(to)}`,
    headers: { host },
  });
  const code = /\b(\d{6})\b/.exec(body.data?.content[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
  return code;
}

/** Certifies a phone the way the sign-up screen does (code by SMS, then verify), so it may sign up. */
export async function verifyPhone(
  app: FastifyInstance,
  phone: string,
  siteInfoId = 1,
  host: string = HOSTS.main,
): Promise<void> {
  const post = (url: string, payload: object) =>
    call(app, { method: 'POST', url: `${url}?siteInfoId=${siteInfoId}`, headers: { host }, payload });
  const sent = await post('/api/certi/certificate_phone', { phone });
  if (sent.statusCode !== 200) throw new Error(`no code sent to ${phone}: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(app, phone, siteInfoId, host);
  const verified = await post('/api/certi/verify_phone', { phone, code });
  if (verified.statusCode !== 200) throw new Error(`${phone} not verified: ${JSON.stringify(verified.body)}`);
}

/** A caller of one area's calls (`/api/oversea`, `/api/futures`) as `token` (null: none), on site 1 unless told. */
export function areaCaller(prefix: string) {
  return <T>(
    app: FastifyInstance,
    token: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    query = '',
    site: { id: number; host: string } = { id: 1, host: HOSTS.main },
  ): Promise<{ statusCode: number; body: ApiEnvelope<T> }> =>
    call<T>(app, {
      method,
      url: `${prefix}${path}?siteInfoId=${site.id}${query}`,
      headers: { host: site.host, ...(token === null ? {} : bearer(token)) },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** Runs a call a random test makes: a refusal of the domain is an answer; anything else is a bug. */
export async function refusalIsAnAnswer(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}
