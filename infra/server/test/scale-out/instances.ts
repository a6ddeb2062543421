import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import type { Queryable } from '../../src/db/db.js';
import { seededPostgresDatabase } from '../helper.js';
import { startInstance, stopInstance, type Instance } from './server-process.js';

export { ledgerAudit, stopInstance, until, type Instance } from './server-process.js';

/**
 * Several instances on one PostgreSQL database and one Redis, as docker-compose.yml runs them. Needs the PostgreSQL
 * run of the suite (DATABASE_URL) and REDIS_URL.
 */
export const REDIS_URL = process.env.REDIS_URL;

/**
 * A deployment of its own for a suite: a seeded throwaway database, a data folder, a DEPLOYMENT_NAME no other run
 * shares on the machine's Redis, and the environment its instances start with.
 */
export async function deployment(extra: Record<string, string> = {}) {
  const database = await seededPostgresDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-scale-'));
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REALTIME_BUS_URL: REDIS_URL!,
    DEPLOYMENT_NAME: `test-scale-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: 'scale-out-secret-that-is-long-enough-for-hs256',
    DATA_DIR: dataDir,
    ...extra,
  };
  const instances: Instance[] = [];
  /** The same connection as the ledger checks read it. */
  const q: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await db.query(sql, [...params])).rows as T[],
    exec: async (sql: string) => void (await db.query(sql)),
  };
  return {
    env,
    db,
    q,
    url: database.url,
    instances,
    async start(overrides: Record<string, string> = {}, port?: number): Promise<Instance> {
      const instance = await startInstance({ ...env, ...overrides }, port);
      instances.push(instance);
      return instance;
    },
    async close(): Promise<void> {
      await Promise.all(instances.map((instance) => stopInstance(instance)));
      await db.end();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a player in through an instance; answers the access token. */
export async function signIn(instance: Instance, username: string, siteInfoId = 1): Promise<string> {
  const response = await fetch(`${instance.base}/api/login?siteInfoId=${siteInfoId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify({ username, password: 'demo1234', siteInfoId }),
  });
  const signedIn = (await response.json()) as { data: { accessToken: string } | null };
  if (signedIn.data === null) throw new Error(`${username} could not sign in: ${JSON.stringify(signedIn)}`);
  return signedIn.data.accessToken;
}

/** A call of the API through an instance, as `token`; answers the status, the envelope and the headers. */
export async function api<T = unknown>(
  instance: Instance,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: T; error?: { code: string; message: string }; headers: Headers }> {
  const separator = pathAndQuery.includes('?') ? '&' : '?';
  const response = await fetch(`${instance.base}${pathAndQuery}${separator}siteInfoId=1`, {
    method,
    headers: {
      host: 'localhost',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; error?: { code: string; message: string } };
  return { status: response.status, data: envelope.data, error: envelope.error, headers: response.headers };
}
