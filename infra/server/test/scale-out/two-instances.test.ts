import { Client, type IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { backend } from '../helper.js';
import { deployment, ledgerAudit, REDIS_URL, signIn, until, type Instance } from './instances.js';

describe.skipIf(backend !== 'postgres' || REDIS_URL === undefined)('two server instances', () => {
  let deployed: Awaited<ReturnType<typeof deployment>>;
  const sockets: Client[] = [];

  beforeAll(async () => {
    deployed = await deployment();
    // A first, so it is elected; B once A runs, so B is a follower.
    await deployed.start();
    await deployed.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.deactivate()));
    await deployed?.close();
  }, 60_000);

  it('pushes a bet placed on B to the socket on A and ticks to a visitor on B, once; B settles the bet once after A is killed', async () => {
    const [a, b] = deployed.instances as [Instance, Instance];
    const { db } = deployed;
    const accessToken = await signIn(b, 'demo1');

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
    for (const row of await ledgerAudit(db))
      expect({ asset: row.asset, total: row.total, drift: row.drift }).toEqual({
        asset: row.asset,
        total: '0',
        drift: '0',
      });
  }, 120_000);
});
