import { rm } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app.js';
import { openPgDb } from '../../src/db/pg-db.js';
import { TcpProxy } from '../faults/tcp-proxy.js';
import {
  backend,
  bearer,
  call,
  errorOf,
  HOSTS,
  login,
  seededPostgresDatabase,
  testConfig,
} from '../helper.js';

/**
 * PostgreSQL away for a while (a restart, a failover, a network cut; here a proxy refusing connections): the
 * server answers 503 with Retry-After in the site's language, keeps running, and when the database is back
 * answers again and takes its engines' leadership back.
 */
describe.runIf(backend === 'postgres')('a server whose PostgreSQL goes away and comes back', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let admin: pg.Client;
  const config = testConfig();

  beforeAll(async () => {
    database = await seededPostgresDatabase();
    proxy = await TcpProxy.start(database.url);
    app = await buildApp({ config: await config, db: openPgDb(proxy.url(database.url)) });
    await app.ready();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await app?.close();
    await admin?.end();
    await proxy?.close();
    await database?.drop();
    await rm((await config).dataDir, { recursive: true, force: true });
  });

  /** Whether this app's connection holds the engine's advisory lock. */
  const leads = async (engine: string) => {
    const { rows } = await admin.query<{ held: boolean }>(
      `SELECT count(*) > 0 AS held FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = $1 AND a.datname = current_database()`,
      [`bx-lock:${engine}`],
    );
    return rows[0]!.held;
  };

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, in Korean and English, then carries on', async () => {
    const korean = await login(app, 'demo1');
    const english = await login(app, 'demo1', 15, HOSTS.site15);
    const wallet = (token: string, site: { id: number; host: string }) =>
      call(app, {
        url: `/api/wallet/my?siteInfoId=${site.id}`,
        headers: { host: site.host, ...bearer(token) },
      });
    await expect.poll(() => leads('binary-engine'), { timeout: 10_000 }).toBe(true);

    await proxy.refuse();
    const refusedKo = await wallet(korean.accessToken, { id: 1, host: HOSTS.main });
    expect(refusedKo.statusCode).toBe(503);
    expect(errorOf(refusedKo.body)?.code).toBe('SERVICE_UNAVAILABLE');
    expect(errorOf(refusedKo.body)?.message).toContain('잠시 후 다시 시도해주세요');
    expect(Number(refusedKo.headers['retry-after'])).toBeGreaterThan(0);
    const refusedEn = await wallet(english.accessToken, { id: 15, host: HOSTS.site15 });
    expect(refusedEn.statusCode).toBe(503);
    expect(errorOf(refusedEn.body)?.message).toMatch(/try again/i);
    expect(Number(refusedEn.headers['retry-after'])).toBeGreaterThan(0);
    // Its lock went with its connection: it leads nothing while it cannot reach the database.
    await expect.poll(() => leads('binary-engine'), { timeout: 10_000 }).toBe(false);

    await proxy.accept();
    await expect
      .poll(async () => (await wallet(korean.accessToken, { id: 1, host: HOSTS.main })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    await expect.poll(() => leads('binary-engine'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => leads('market-ticks'), { timeout: 10_000 }).toBe(true);
  }, 60_000);
});
