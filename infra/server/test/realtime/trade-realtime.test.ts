import type { PointMessage, Tick, TradeQueueMessage, TradeRound } from '@bx/contracts';
import type { Client, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { newKey, placeBet, T0 } from '../engines/binary/trade-helper.js';
import { stompClients, until } from './stomp-clients.js';
import { buildTestApp, login } from '../helper.js';

let app: FastifyInstance;
let clock: VirtualClock;
let token: string;
const stomp = stompClients();

beforeAll(async () => {
  clock = new VirtualClock(T0 + 1_000);
  app = await buildTestApp({ clock, market: { clock, historyMinutes: 5 } });
  await stomp.listen(app);
  token = (await login(app, 'demo1')).accessToken;
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const connect = (token?: string) => stomp.connect(token);

async function flush(client: Client): Promise<void> {
  await new Promise<void>((resolve) => {
    const receipt = `r-${Math.random()}`;
    client.watchForReceipt(receipt, () => resolve());
    client.publish({ destination: '/noop', headers: { receipt } });
  });
}

describe('trade realtime over STOMP', () => {
  it('an anonymous client gets ticks on /topic/trade/{stock}, at most 4 frames a second', async () => {
    const client = await connect();
    const ticks: Tick[] = [];
    client.subscribe('/topic/trade/BTCUSDT', (message: IMessage) =>
      ticks.push(JSON.parse(message.body) as Tick),
    );
    await flush(client);
    const from = clock.now();
    await clock.advance(10_000); // 50 simulator ticks
    await until(() => ticks.length >= 40);
    expect(ticks.length).toBeGreaterThanOrEqual(35);
    expect(ticks.length).toBeLessThanOrEqual(41);
    expect(ticks.every((t) => t.stock === 'BTCUSDT' && /^\d+\.\d{2}$/.test(t.price))).toBe(true);
    for (let second = from; second < from + 10_000; second += 1_000) {
      expect(ticks.filter((t) => t.time >= second && t.time < second + 1_000).length).toBeLessThanOrEqual(4);
    }
  });

  it('a player gets /user/queue/point and /user/queue/trade after a bet, and round events on the topic', async () => {
    const client = await connect(token);
    const points: PointMessage[] = [];
    const trades: TradeQueueMessage[] = [];
    const rounds: TradeRound[] = [];
    const option = (await app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R.5')!;
    client.subscribe('/user/queue/point', (m) => points.push(JSON.parse(m.body) as PointMessage));
    client.subscribe('/user/queue/trade', (m) => trades.push(JSON.parse(m.body) as TradeQueueMessage));
    client.subscribe(`/topic/trade_round/${option.id}`, (m) => rounds.push(JSON.parse(m.body) as TradeRound));
    await flush(client);
    await clock.advanceTo(Math.ceil(clock.now() / 30_000) * 30_000 + 1_000);
    const round = (await app.repos.binary.currentRound(option.id))!;
    const { statusCode } = await placeBet(
      app,
      token,
      { point: '5', tradeRoundId: round.id, type: 'B' },
      newKey(),
    );
    expect(statusCode).toBe(200);
    await until(() => points.length >= 1 && trades.length >= 1);
    expect(points[0]).toMatchObject({ type: 'BINARY', data: { point: '9995', currency: 'USDT' } });
    expect(trades[0]).toMatchObject({
      type: 'BET_PLACED',
      data: { tradeRoundId: round.id, point: '5', status: 0 },
    });
    // A second bet, on the other side: the round's result comes as one message for both.
    const other = await placeBet(app, token, { point: '5', tradeRoundId: round.id, type: 'S' }, newKey());
    expect(other.statusCode).toBe(200);
    await clock.advanceTo(round.closeAt + 1_000);
    await until(
      () =>
        trades.length >= 3 &&
        rounds.some((r) => r.tradeRoundId === round.id && (r.phase === 'SETTLED' || r.phase === 'CANCELLED')),
    );
    const settled = trades.filter((m) => m.type === 'ROUND_SETTLED');
    expect(settled).toHaveLength(1);
    expect(settled[0]!.data).toMatchObject({
      tradeRoundId: round.id,
      tradeOptionId: option.id,
      bets: 2,
      sides: ['B', 'S'],
      point: '10',
      currency: 'USDT',
    });
    const final = rounds.findLast((r) => r.tradeRoundId === round.id)!;
    expect(settled[0]!.data.status).toBe(final.status);
    expect(settled[0]!.data.lockPrice).toBe(final.lockPrice);
    expect(points.length).toBeGreaterThanOrEqual(2);
    const phases = rounds.filter((r) => r.tradeRoundId === round.id).map((r) => r.phase);
    expect(phases).toContain('LOCKED');
    expect(phases.some((p) => p === 'SETTLED' || p === 'CANCELLED')).toBe(true);
    expect(rounds.some((r) => r.tradeRoundId !== round.id && r.phase === 'OPEN')).toBe(true);
  });
});
