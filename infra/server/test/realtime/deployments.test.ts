import { randomBytes } from 'node:crypto';

import type { Client } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { DEFAULT_RATE_LIMITS } from '../../src/rate-limit-settings.js';
import { T0 } from '../engines/binary/trade-helper.js';
import { buildTestApp, call, errorOf, HOSTS, login } from '../helper.js';
import { listen, stompClients, until } from './stomp-clients.js';

/** Runs where a Redis answers (CI exports REDIS_URL when this machine's Redis is up). */
const REDIS_URL = process.env.REDIS_URL;

/** Lets whatever is still on its way arrive, so "nothing" means nothing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * Two deployments (their own databases, where demo1 has the same user id) on one Redis, told apart only by
 * DEPLOYMENT_NAME: neither hears the other's pushes, session ends or rate-limit counts.
 */
describe.skipIf(REDIS_URL === undefined)('two deployments side by side on one Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const onFirst = stompClients();
  const onSecond = stompClients();

  beforeAll(async () => {
    const deployment = async (name: string) => {
      const clock = new VirtualClock(T0 + 1_000);
      return buildTestApp({
        clock,
        market: { clock, historyMinutes: 5 },
        config: {
          realtimeBusUrl: REDIS_URL,
          rateLimitRedisUrl: REDIS_URL,
          rateLimits: { ...DEFAULT_RATE_LIMITS },
          deploymentName: name,
        },
      });
    };
    const suffix = randomBytes(4).toString('hex');
    first = await deployment(`test-first-${suffix}`);
    second = await deployment(`test-second-${suffix}`);
    await Promise.all([onFirst.listen(first), onSecond.listen(second)]);
  });
  afterAll(async () => {
    await Promise.all([onFirst.closeAll(), onSecond.closeAll()]);
    await Promise.all([first?.close(), second?.close()]);
  });

  it("keeps each deployment's pushes and session ends to its own players", async () => {
    const mine = await login(first, 'demo1');
    const theirs = await login(second, 'demo1');
    expect(theirs.user.id).toBe(mine.user.id);
    let closed = false;
    const socket: Client = await onFirst.connect(mine.accessToken);
    socket.onWebSocketClose = () => (closed = true);
    const points = await listen<{ marker: string }>(socket, '/user/queue/point');

    second.realtime.publishToUser(theirs.user.id, '/queue/point', { marker: 'second' });
    second.realtime.endSessions({ userId: theirs.user.id, reason: 'FORCE_LOGOUT' });
    first.realtime.publishToUser(mine.user.id, '/queue/point', { marker: 'first' });
    await until(() => points().length > 0);
    await settle();

    expect(points()).toEqual([{ marker: 'first' }]);
    expect(closed).toBe(false);
  });

  it("counts each deployment's login failures apart", async () => {
    const username = `ghost${randomBytes(4).toString('hex')}`;
    // One address: the account's lock for that address trips in the first deployment only.
    const attempt = (app: FastifyInstance) =>
      call(app, {
        method: 'POST',
        url: '/api/login?siteInfoId=1',
        payload: { username, password: 'guess', siteInfoId: 1 },
        headers: { host: HOSTS.main },
        remoteAddress: '10.78.0.1',
      });
    const { max } = DEFAULT_RATE_LIMITS.loginFailuresAccount;
    for (let i = 0; i < max; i++) expect((await attempt(first)).statusCode).toBe(401);
    expect(errorOf((await attempt(first)).body)?.code).toBe('LOGIN_LOCKED');
    expect((await attempt(second)).statusCode).toBe(401);
  });
});
