import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { DEFAULT_RATE_LIMITS } from '../../src/rate-limit-settings.js';
import { T0 } from '../engines/binary/trade-helper.js';
import { TcpProxy } from '../faults/tcp-proxy.js';
import { buildTestApp, call, errorOf, HOSTS, login } from '../helper.js';
import { listen, stompClients } from './stomp-clients.js';

/** Runs where a Redis answers (CI exports REDIS_URL when this machine's Redis is up). */
const REDIS_URL = process.env.REDIS_URL;

/**
 * Redis going away and coming back (a restart, a network cut; here a proxy of ours in front of the machine's Redis,
 * which other people use): the instances keep serving, logins are counted in each process meanwhile, and pushes
 * resume on every instance once Redis is back.
 */
describe.skipIf(REDIS_URL === undefined)('two instances whose Redis goes away and comes back', () => {
  let proxy: TcpProxy;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const onA = stompClients();
  const onB = stompClients();

  beforeAll(async () => {
    proxy = await TcpProxy.start(REDIS_URL!);
    const deploymentName = `test-outage-${randomBytes(4).toString('hex')}`;
    const instance = async () => {
      const clock = new VirtualClock(T0 + 1_000);
      return buildTestApp({
        clock,
        market: { clock, historyMinutes: 5 },
        config: {
          realtimeBusUrl: proxy.url(REDIS_URL!),
          rateLimitRedisUrl: proxy.url(REDIS_URL!),
          rateLimits: { ...DEFAULT_RATE_LIMITS },
          deploymentName,
        },
      });
    };
    a = await instance();
    b = await instance();
    await Promise.all([onA.listen(a), onB.listen(b)]);
  });
  afterAll(async () => {
    await Promise.all([onA.closeAll(), onB.closeAll()]);
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
  });

  /** Publishes a marker from one instance until a socket on the other hears it. */
  async function reaches(from: FastifyInstance, heard: () => Array<{ marker: string }>, userId: number) {
    const marker = randomBytes(4).toString('hex');
    await expect
      .poll(
        () => {
          from.realtime.publishToUser(userId, '/queue/point', { marker });
          return heard().some((body) => body.marker === marker);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
  }

  it('keeps logins going while Redis is away, and pushes reach every instance again once it is back', async () => {
    const onFirst = await login(a, 'demo1');
    const onSecond = await login(b, 'demo2');
    const heardOnA = await listen<{ marker: string }>(
      await onA.connect(onFirst.accessToken),
      '/user/queue/point',
    );
    const heardOnB = await listen<{ marker: string }>(
      await onB.connect(onSecond.accessToken),
      '/user/queue/point',
    );
    await reaches(b, heardOnA, onFirst.user.id);

    await proxy.refuse();
    // The limits count in each process meanwhile: a login is answered, a wrong password is still a mismatch.
    expect((await login(a, 'demo3')).user.username).toBe('demo3');
    const wrong = await call(a, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { host: HOSTS.main },
      payload: { username: 'demo3', password: 'not-it', siteInfoId: 1 },
    });
    expect(errorOf(wrong.body)?.code).toBe('LOGIN_MISMATCH');
    // Pushes made meanwhile are dropped, not queued, and nothing fails.
    b.realtime.publishToUser(onFirst.user.id, '/queue/point', { marker: 'during the outage' });

    await proxy.accept();
    await reaches(b, heardOnA, onFirst.user.id);
    await reaches(a, heardOnB, onSecond.user.id);
    await reaches(a, heardOnA, onFirst.user.id);
    expect(heardOnA().map((body) => body.marker)).not.toContain('during the outage');
  }, 60_000);
});
