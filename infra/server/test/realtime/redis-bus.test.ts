import { randomUUID } from 'node:crypto';

import type { Client, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { RedisBus } from '../../src/realtime/redis-bus.js';
import { T0 } from '../engines/binary/trade-helper.js';
import { buildTestApp, login } from '../helper.js';
import { stompClients, until } from './stomp-clients.js';

/** Runs where a Redis answers (CI exports REDIS_URL when this machine's Redis is up), as the PostgreSQL suites do. */
const REDIS_URL = process.env.REDIS_URL;

/** Lets whatever is still on its way arrive, so "exactly once" also means "not a second time later". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function collect(client: Client, destination: string): string[] {
  const bodies: string[] = [];
  client.subscribe(destination, (message: IMessage) => bodies.push(message.body));
  return bodies;
}

describe.skipIf(REDIS_URL === undefined)('two server instances on one Redis bus', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const onA = stompClients();
  const onB = stompClients();

  beforeAll(async () => {
    // One channel for this pair only: other suites (the other database's run) use the same Redis at once.
    const channel = `bx:test:${randomUUID()}`;
    const instance = async () => {
      const clock = new VirtualClock(T0 + 1_000);
      return buildTestApp({
        clock,
        market: { clock, historyMinutes: 5 },
        realtime: { bus: await RedisBus.connect({ url: REDIS_URL!, channel }) },
      });
    };
    // One after the other: two embedded databases migrating and seeding at once crowd a two-core machine.
    a = await instance();
    b = await instance();
    await Promise.all([onA.listen(a), onB.listen(b)]);
  });
  afterAll(async () => {
    await Promise.all([onA.closeAll(), onB.closeAll()]);
    await Promise.all([a.close(), b.close()]);
  });

  it("delivers a push caused on instance B to the player's socket on instance A, once", async () => {
    const { accessToken, user } = await login(a, 'demo1');
    const points = collect(await onA.connect(accessToken), '/user/queue/point');
    const elsewhere = collect(await onB.connect((await login(b, 'demo2')).accessToken), '/user/queue/point');
    await settle();

    b.realtime.publishToUser(user.id, '/queue/point', { marker: 'from-b' });
    await until(() => points.length > 0);
    await settle();

    expect(points.map((body) => JSON.parse(body) as unknown)).toEqual([{ marker: 'from-b' }]);
    expect(elsewhere).toEqual([]);
  });

  it('gives every /topic subscriber on every instance each broadcast once', async () => {
    const topic = '/topic/trade/BTCUSDT';
    const [onInstanceA, onInstanceB] = [
      collect(await onA.connect(), topic),
      collect(await onB.connect(), topic),
    ];
    await settle();

    a.realtime.broadcast(topic, { marker: 'broadcast-1' });
    b.realtime.broadcast(topic, { marker: 'broadcast-2' });
    await until(() => onInstanceA.length >= 2 && onInstanceB.length >= 2);
    await settle();

    const markers = (bodies: string[]) =>
      bodies.map((body) => (JSON.parse(body) as { marker: string }).marker);
    expect(markers(onInstanceA).sort()).toEqual(['broadcast-1', 'broadcast-2']);
    expect(markers(onInstanceB).sort()).toEqual(['broadcast-1', 'broadcast-2']);
  });

  it("closes the player's sockets on every instance when their session ends on one", async () => {
    const { accessToken, user } = await login(a, 'demo3');
    const client = await onA.connect(accessToken);
    const ended = new Promise<string>(
      (resolve) => (client.onStompError = (frame) => resolve(frame.headers.message ?? '')),
    );

    b.realtime.endSessions({ userId: user.id, reason: 'FORCE_LOGOUT' });

    expect(await ended).toContain('FORCE_LOGOUT');
  });

  it('makes every instance forget the sites it kept when one of them changes a site', async () => {
    const type = async () => (await b.siteOfHost('localhost'))?.type;
    const kept = await type();
    // Instance B's own database changes under its cache, as a change written by instance A would.
    await b.repos.sites.update(1, { type: kept === '111111' ? '111110' : '111111' });
    expect(await type()).toBe(kept);

    a.realtime.siteChanged(1);
    await settle();

    expect(await type()).not.toBe(kept);
  });
});

describe.skipIf(REDIS_URL === undefined)('REALTIME_BUS_URL', () => {
  it("makes the app publish its pushes through Redis, on its deployment's channel", async () => {
    const listener = new Redis(REDIS_URL!);
    const heard: string[] = [];
    const deploymentName = `test-${randomUUID()}`;
    await listener.subscribe(`${deploymentName}:realtime`);
    listener.on('message', (_channel: string, raw: string) => heard.push(raw));
    const app = await buildTestApp({ config: { realtimeBusUrl: REDIS_URL, deploymentName } });
    try {
      const marker = randomUUID();
      app.realtime.broadcast('/topic/trade/BTCUSDT', { marker });
      await until(() => heard.some((raw) => raw.includes(marker)));
      expect(heard.filter((raw) => raw.includes(marker))).toHaveLength(1);
    } finally {
      await app.close();
      listener.disconnect();
    }
  });

  it('refuses to start when the Redis cannot be reached', async () => {
    await expect(buildTestApp({ config: { realtimeBusUrl: 'redis://127.0.0.1:1' } })).rejects.toThrow();
  });
});
