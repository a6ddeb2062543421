import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DatabaseUnavailableError, type Db } from '../../src/db/db.js';
import { openPgDb } from '../../src/db/pg-db.js';
import { pgQueryMessage, TcpProxy } from '../faults/tcp-proxy.js';
import { backend, seededPostgresDatabase } from '../helper.js';

/**
 * What PostgreSQL's faults do to a transaction in flight (pg_terminate_backend, a restart, a cut network): the
 * process lives on, the call fails as "unavailable" (503) with nothing done, and a COMMIT whose answer was lost is
 * looked up rather than guessed.
 */
describe.runIf(backend === 'postgres')('a PostgreSQL transaction whose connection is lost', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let db: Db;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    database = await seededPostgresDatabase();
    proxy = await TcpProxy.start(database.url);
    db = openPgDb(proxy.url(database.url), (error) => connectionErrors.push(error));
    await db.exec('CREATE TABLE fault_probe (id int PRIMARY KEY)');
  });
  afterEach(() => proxy.accept());
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
    await database?.drop();
  });

  const rows = async (id: number) =>
    (await db.query<{ id: number }>('SELECT id FROM fault_probe WHERE id = $1', [id])).length;

  it('survives pg_terminate_backend of its connection mid-transaction, and fails the call as unavailable', async () => {
    const tag = `bx-fault-${process.pid}-${Date.now()}`;
    const direct = openPgDb(`${database.url}?application_name=${tag}`, (error) =>
      connectionErrors.push(error),
    );
    try {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const inFlight = direct.tx(async (q) => {
        await q.query('INSERT INTO fault_probe (id) VALUES (1)');
        await q.query('SELECT pg_sleep(30)');
      });
      const outcome = inFlight.then(
        () => 'committed',
        (error: unknown) => error,
      );
      await expect
        .poll(async () => {
          const { rows: found } = await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND state = 'active'`,
            [tag],
          );
          return found.length;
        })
        .toBe(1);
      await admin.end();
      expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
      expect(await rows(1)).toBe(0);
      // The pool carries on with a new connection.
      await direct.tx((q) => q.query('INSERT INTO fault_probe (id) VALUES (2)'));
      expect(await rows(2)).toBe(1);
    } finally {
      await direct.close();
    }
  });

  it('lives through pg_terminate_backend of its connections under load, as transactions check them out', async () => {
    // In a process of its own: what is at stake is whether the process exits.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        path.join(import.meta.dirname, '../fixtures/pg-terminate-stress.ts'),
        database.url,
      ],
      { cwd: path.join(import.meta.dirname, '../..') },
    );
    expect(stdout).toContain('survived');
  }, 60_000);

  it('resolves a COMMIT whose answer was lost from the database: committed, once', async () => {
    proxy.cutAfterClientSends(pgQueryMessage('COMMIT'));
    await expect(
      db.tx((q) => q.query('INSERT INTO fault_probe (id) VALUES (3)').then(() => 'done')),
    ).resolves.toBe('done');
    expect(await rows(3)).toBe(1);
  });

  it('fails a transaction cut before its COMMIT as unavailable, with nothing done', async () => {
    const inFlight = db.tx(async (q) => {
      await q.query('INSERT INTO fault_probe (id) VALUES (4)');
      proxy.cut();
      await q.query('SELECT 1');
    });
    await expect(inFlight).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await rows(4)).toBe(0);
  });

  it('answers calls made while the server refuses connections as unavailable, and works again after', async () => {
    await proxy.refuse();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.tx((q) => q.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await proxy.accept();
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
