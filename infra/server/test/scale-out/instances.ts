import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import type { Queryable } from '../../src/db/db.js';
import { seededPostgresDatabase } from '../helper.js';

/**
 * Server processes of the production topology on this machine: several instances on one PostgreSQL database and
 * one Redis, as docker-compose.yml runs them. Needs the PostgreSQL run of the suite (DATABASE_URL) and REDIS_URL.
 */
export const REDIS_URL = process.env.REDIS_URL;
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  child: ChildProcess;
  base: string;
  /** Log lines so far (JSON lines and the ready line). */
  lines: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/server.ts` (through tsx) with `env` on a free port, or `port`; resolves once it is ready. */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(listen), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      if (lines.some((line) => line.startsWith('BX platform ready'))) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`instance exited with ${code}: ${lines.join('\n')}`)));
  });
  return { child, base: `http://127.0.0.1:${listen}`, lines, exited };
}

/** Ends an instance (SIGTERM unless told) and waits for it to be gone. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  await instance.exited;
}

export async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

/** Every asset's balances sum to zero and match their transfers: per asset, the total and the drift. */
export async function ledgerAudit(
  db: pg.Client,
): Promise<Array<{ asset: string; total: string; drift: string }>> {
  const { rows } = await db.query<{ asset: string; total: string; drift: string }>(
    `SELECT a.asset, sum(a.balance)::text AS total,
            sum(abs(a.balance - coalesce(c.amount, 0) + coalesce(d.amount, 0)))::text AS drift
     FROM ledger_account a
     LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) c ON c.id = a.id
     LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) d ON d.id = a.id
     GROUP BY a.asset ORDER BY a.asset`,
  );
  return rows;
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
