import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMITS } from '../../src/rate-limit-settings.js';
import { buildTestApp, call, errorOf, HOSTS, TestClock } from '../helper.js';

// Small limits where the production ones would take many requests to reach; each test its own addresses.
let app: FastifyInstance;
const clock = new TestClock();
beforeAll(async () => {
  app = await buildTestApp({
    clock,
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        certSendIp: { max: 2, windowSeconds: 600 },
        refreshIp: { max: 3, windowSeconds: 60 },
        loginFailuresIp: { max: 3, windowSeconds: 900 },
      },
    },
  });
});
afterAll(() => app.close());

const post = (from: string, url: string, payload: object) =>
  call(app, { method: 'POST', url, payload, headers: { host: HOSTS.main }, remoteAddress: from });
const sendCode = (from: string, phone: string) =>
  post(from, '/api/certi/certificate_phone?siteInfoId=1', { phone });
const loginFrom = (from: string, payload: object) =>
  post(from, '/api/login?siteInfoId=1', { siteInfoId: 1, ...payload });

describe('rate limits', () => {
  it('count per address, and open again when the window ends', async () => {
    expect((await sendCode('10.3.0.1', '010-3000-0001')).statusCode).toBe(200);
    expect((await sendCode('10.3.0.1', '010-3000-0002')).statusCode).toBe(200);
    const refused = await sendCode('10.3.0.1', '010-3000-0003');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);

    expect((await sendCode('10.3.0.2', '010-3000-0003')).statusCode).toBe(200);
    clock.advance(wait * 1000);
    expect((await sendCode('10.3.0.1', '010-3000-0004')).statusCode).toBe(200);
  });

  it('count IPv6 clients by their /64', async () => {
    expect((await sendCode('2001:db8:1:2::10', '010-3100-0001')).statusCode).toBe(200);
    expect((await sendCode('2001:db8:1:2::20', '010-3100-0002')).statusCode).toBe(200);
    expect((await sendCode('2001:db8:1:2:ffff::1', '010-3100-0003')).statusCode).toBe(429);
  });

  it('limit refresh-token logins per address, apart from password logins', async () => {
    const from = '10.3.1.1';
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom(from, { refreshToken: `made-up-${i}` })).statusCode).toBe(401);
    }
    const refused = await loginFrom(from, { refreshToken: 'made-up-4' });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)?.code).toBe('RATE_LIMITED');
    expect((await loginFrom(from, { username: 'demo1', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('stop one address guessing passwords across many accounts', async () => {
    const from = '10.3.2.1';
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom(from, { username: `victim${i}`, password: 'guess' })).statusCode).toBe(401);
    }
    const refused = await loginFrom(from, { username: 'victim9', password: 'guess' });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)?.code).toBe('LOGIN_LOCKED');
    // The accounts themselves are not locked.
    expect((await loginFrom('10.3.2.2', { username: 'victim0', password: 'guess' })).statusCode).toBe(401);
  });

  it('let at most the limit of a parallel burst of guesses at one account be checked', async () => {
    const burst = async (from: (i: number) => string, username: string, count: number) => {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => loginFrom(from(i), { username, password: `guess-${i}` })),
      );
      const checked = answers.filter((answer) => answer.statusCode === 401).length;
      expect(checked + answers.filter((answer) => answer.statusCode === 429).length).toBe(count);
      return checked;
    };
    // From one address, the account's limit per address; from many, the account's limit over all of them.
    const fromOne = await burst(() => '10.3.3.1', 'demo2', 20);
    expect(fromOne).toBeGreaterThan(0);
    expect(fromOne).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.loginFailuresAccount.max);
    const fromMany = await burst((i) => `10.3.8.${i + 1}`, 'demo3', 60);
    expect(fromMany).toBeGreaterThan(0);
    expect(fromMany).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.loginFailuresAccountTotal.max);
  });

  it('count per account whatever the address: sign-up per username, find_id per phone, codes per target', async () => {
    const refusedAt = async (send: (i: number) => ReturnType<typeof post>) => {
      for (let i = 0; i < 20; i++) if ((await send(i)).statusCode === 429) return i;
      return undefined;
    };
    const signup = DEFAULT_RATE_LIMITS.signupAccount.max;
    expect(
      await refusedAt((i) =>
        post(`10.3.4.${i + 1}`, '/api/player?siteInfoId=1', {
          username: 'samename',
          password: 'secret123',
          name: '홍길동',
          phone: `0107000${String(i).padStart(4, '0')}`,
          siteInfoId: 1,
        }),
      ),
    ).toBe(signup);
    expect(
      await refusedAt((i) =>
        post(`10.3.5.${i + 1}`, '/api/player/find_id?siteInfoId=1', {
          name: 'Nobody',
          phone: '010-7000-0001',
        }),
      ),
    ).toBe(DEFAULT_RATE_LIMITS.recoveryAccount.max);
    expect(
      await refusedAt((i) =>
        post(`10.3.6.${i + 1}`, '/api/certi/verify_phone?siteInfoId=1', {
          phone: '01070000001',
          code: '123456',
        }),
      ),
    ).toBe(DEFAULT_RATE_LIMITS.certVerifyTarget.max);
  });

  it('limit username checks per address', async () => {
    const check = () =>
      call(app, { url: '/api/user/check_username?siteInfoId=1&username=someone', remoteAddress: '10.3.7.1' });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.checkUsernameIp.max; i++)
      expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)?.code).toBe('RATE_LIMITED');
  });
});

describe('the client address behind a proxy', () => {
  const checks = (target: FastifyInstance, forwardedFor: string) =>
    call(target, {
      url: '/api/user/check_username?siteInfoId=1&username=someone1',
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const limited = { ...DEFAULT_RATE_LIMITS, checkUsernameIp: { max: 2, windowSeconds: 60 } };

  it('ignores X-Forwarded-For from anyone not trusted: a client cannot pick its own address', async () => {
    const direct = await buildTestApp({ config: { rateLimits: limited } });
    try {
      const answers = [];
      for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        answers.push((await checks(direct, spoofed)).statusCode);
      }
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await direct.close();
    }
  });

  it('counts the client the trusted gateway names (TRUST_PROXY), not the gateway', async () => {
    const proxied = await buildTestApp({ config: { rateLimits: limited, trustProxy: '10.9.0.0/16' } });
    try {
      const answers = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        answers.push((await checks(proxied, client)).statusCode);
      }
      expect(answers).toEqual([200, 200, 200]);
      expect((await checks(proxied, '198.51.100.1')).statusCode).toBe(200);
      expect((await checks(proxied, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
