import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMITS } from '../../src/rate-limit-settings.js';
import { buildTestApp, call, errorOf, HOSTS } from '../helper.js';

/** Runs where a Redis answers (CI exports REDIS_URL when this machine's Redis is up), as the PostgreSQL suites do. */
const REDIS_URL = process.env.REDIS_URL;

// Counts live in Redis across runs and suites: every test uses addresses and names of its own.
const fresh = () => randomBytes(4).toString('hex');
const address = () => `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function loginThrough(app: FastifyInstance, from: string, username: string) {
  return call(app, {
    method: 'POST',
    url: '/api/login?siteInfoId=1',
    payload: { username, password: 'guess', siteInfoId: 1 },
    headers: { host: HOSTS.main },
    remoteAddress: from,
  });
}

describe.skipIf(REDIS_URL === undefined)('rate limits shared by two instances through Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    // One deployment: both instances count together.
    const config = {
      rateLimitRedisUrl: REDIS_URL,
      rateLimits: { ...DEFAULT_RATE_LIMITS },
      deploymentName: `test-${fresh()}`,
    };
    a = await buildTestApp({ config });
    b = await buildTestApp({ config });
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('lock an account after its failures from one address on either instance', async () => {
    const username = `ghost${fresh()}`;
    const from = address();
    const { max } = DEFAULT_RATE_LIMITS.loginFailuresAccount;
    for (let i = 0; i < max; i++) {
      const answer = await loginThrough(i % 2 === 0 ? a : b, from, username);
      expect(answer.statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await loginThrough(instance, from, username);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused.body)?.code).toBe('LOGIN_LOCKED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('count the calls of one address on both instances together', async () => {
    const from = address();
    const { max } = DEFAULT_RATE_LIMITS.certSendIp;
    const send = (app: FastifyInstance, i: number) =>
      call(app, {
        method: 'POST',
        url: '/api/certi/certificate_phone?siteInfoId=1',
        payload: {
          phone: `010-77${String(i).padStart(2, '0')}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
        },
        headers: { host: HOSTS.main },
        remoteAddress: from,
      });
    for (let i = 0; i < max; i++) expect((await send(i % 2 === 0 ? a : b, i)).statusCode).toBe(200);
    const refused = await send(a, max);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)?.code).toBe('RATE_LIMITED');
  });
});

describe('a shared rate-limit store that cannot be reached at start', () => {
  it('keeps the server from starting, rather than serving logins nobody counts', async () => {
    await expect(buildTestApp({ config: { rateLimitRedisUrl: 'redis://127.0.0.1:1' } })).rejects.toThrow();
  });
});
