import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client, type IMessage } from '@stomp/stompjs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { backend } from '../helper.js';

/**
 * The production topology on this machine: two server processes on one PostgreSQL database and one Redis,
 * as docker-compose.yml runs them. Needs the PostgreSQL run of the suite (DATABASE_URL) and REDIS_URL.
 */
const REDIS_URL = process.env.REDIS_URL;
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

interface Instance {
  child: ChildProcess;
  base: string;
  /** Log lines so far (JSON lines and the ready line). */
  lines: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      if (lines.some((line) => line.startsWith('BX platform ready'))) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${lines.join('\n')}`)));
  });
  await ready;
  return { child, base: `http://127.0.0.1:${port}`, lines };
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(backend !== 'postgres' || REDIS_URL === undefined)('two server instances', () => {
  const database = `bx_scale_${randomBytes(4).toString('hex')}`;
  let url: string;
  let db: pg.Client;
  let dataDir: string;
  const instances: Instance[] = [];
  const sockets: Client[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${database}`;
    url = target.href;
    dataDir = await mkdtemp(path.join(tmpdir(), 'bx-scale-'));
    const env = {
      DATABASE_URL: url,
      REALTIME_BUS_URL: REDIS_URL!,
      JWT_SECRET: 'scale-out-secret-that-is-long-enough-for-hs256',
      DATA_DIR: dataDir,
    };
    // A first, so it is elected; B once A runs, so B is a follower.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
    db = new pg.Client({ connectionString: url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.deactivate()));
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      instances.map(({ child }) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : undefined,
      ),
    );
    await db?.end();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('pushes a bet placed on B to the socket on A and ticks to a visitor on B, once; B settles the bet once after A is killed', async () => {
    const [a, b] = instances as [Instance, Instance];
    const login = await fetch(`${b.base}/api/login?siteInfoId=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ username: 'demo1', password: 'demo1234', siteInfoId: 1 }),
    });
    const signedIn = (await login.json()) as { data: { accessToken: string } | null };
    if (signedIn.data === null) throw new Error(`demo1 could not sign in: ${JSON.stringify(signedIn)}`);
    const { accessToken } = signedIn.data;

    const points: unknown[] = [];
    const socket = new Client({
      webSocketFactory: () => new WebSocket(`${a.base.replace('http', 'ws')}/bx_ws?siteInfoId=1`),
      connectHeaders: { Authorization: `Bearer ${accessToken}` },
      reconnectDelay: 0,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => {
      socket.onConnect = () => resolve();
      socket.activate();
    });
    socket.subscribe('/user/queue/point', (message: IMessage) => points.push(JSON.parse(message.body)));

    // A 30-second round of BTC that still takes bets for a while.
    const round = await until(async () => {
      const { rows } = await db.query<{ id: number; closeAt: string }>(
        `SELECT r.id, r.close_at::text AS "closeAt" FROM trade_round r JOIN trade_option o ON o.id = r.trade_option_id
         WHERE o.stock = 'BTCUSDT' AND o.type = 'R.5' AND r.phase = 'OPEN' AND r.lock_at > $1 ORDER BY r.id DESC LIMIT 1`,
        [Date.now() + 4_000],
      );
      return rows[0];
    }, 40_000);

    const bet = await fetch(`${b.base}/api/trade/history/betting?siteInfoId=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify({ point: '5', tradeRoundId: round.id, type: 'B' }),
    });
    expect(bet.status).toBe(200);
    const betId = ((await bet.json()) as { data: { id: number } }).data.id;
    await until(() => (points.length > 0 ? true : undefined), 5_000);

    // A visitor on B gets A's ticks through Redis, each once: only the elected instance pushes them.
    const visitor = new Client({
      webSocketFactory: () => new WebSocket(`${b.base.replace('http', 'ws')}/bx_ws?siteInfoId=1`),
      reconnectDelay: 0,
    });
    sockets.push(visitor);
    await new Promise<void>((resolve) => {
      visitor.onConnect = () => resolve();
      visitor.activate();
    });
    const tickTimes: number[] = [];
    visitor.subscribe('/topic/trade/BTCUSDT', (message: IMessage) =>
      tickTimes.push((JSON.parse(message.body) as { time: number }).time),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(tickTimes.length).toBeGreaterThan(0);
    expect(new Set(tickTimes).size).toBe(tickTimes.length);

    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    const elected = (lock: string) =>
      b.lines.some((line) => line.includes('elected') && line.includes(`"lock":"${lock}"`))
        ? true
        : undefined;
    await until(() => elected('binary-engine'), 5_000);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(5_000);

    const settled = await until(
      async () => {
        const { rows } = await db.query<{ status: number }>(
          `SELECT b.status FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
         WHERE b.id = $1 AND r.phase IN ('SETTLED', 'CANCELLED')`,
          [betId],
        );
        return rows[0];
      },
      Number(round.closeAt) - Date.now() + 15_000,
    );
    expect(settled.status).not.toBe(0);

    const { rows: bookings } = await db.query<{ key: string }>(
      `SELECT idempotency_key AS key FROM transfer WHERE idempotency_key LIKE $1 ORDER BY key`,
      [`binary:%:${betId}`],
    );
    // Stake in; then either the stake to the house (plus the payout when it won) or a refund: once each.
    const keys = bookings.map((row) => row.key.split(':')[1]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('bet');

    // The ledger still balances: every asset's balances sum to zero and match their transfers.
    const { rows: audit } = await db.query<{ asset: string; total: string; drift: string }>(
      `SELECT a.asset, sum(a.balance)::text AS total,
              sum(abs(a.balance - coalesce(c.amount, 0) + coalesce(d.amount, 0)))::text AS drift
       FROM ledger_account a
       LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) c ON c.id = a.id
       LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS amount FROM transfer GROUP BY 1) d ON d.id = a.id
       GROUP BY a.asset`,
    );
    for (const row of audit)
      expect({ asset: row.asset, total: row.total, drift: row.drift }).toEqual({
        asset: row.asset,
        total: '0',
        drift: '0',
      });
  }, 120_000);
});
