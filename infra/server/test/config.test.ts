import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, readConfig, REPO_ROOT } from '../src/config.js';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit-settings.js';

describe('config', () => {
  it('has the documented defaults', () => {
    expect(readConfig({}, [])).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      realtimeBusUrl: undefined,
      rateLimitRedisUrl: undefined,
      deploymentName: 'bx',
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 1_209_600,
      webRoot: undefined,
      trustProxy: undefined,
      demo: false,
      delivery: 'none',
      rateLimits: DEFAULT_RATE_LIMITS,
      passwordHashConcurrency: 2,
      passwordHashQueue: 100,
      marketHolidays: [],
      marketAlwaysOpen: [],
      paymentProvider: 'sandbox',
    });
  });

  it('reads market holidays as stock@date', () => {
    expect(
      readConfig({ MARKET_HOLIDAYS: 'EURUSD@2026-12-25, XAUUSD@2027-01-01' }, []).marketHolidays,
    ).toEqual([
      { stock: 'EURUSD', date: '2026-12-25' },
      { stock: 'XAUUSD', date: '2027-01-01' },
    ]);
  });

  it('reads the stocks kept open around the clock', () => {
    expect(readConfig({ MARKET_ALWAYS_OPEN: 'NQ, ES' }, []).marketAlwaysOpen).toEqual(['NQ', 'ES']);
    expect(readConfig({}, []).marketAlwaysOpen).toEqual([]);
  });

  it('reads rate limits as <max>/<seconds> and the password-hash queue', () => {
    const config = readConfig(
      {
        RATE_LIMIT_LOGIN_FAILURES_ACCOUNT: '3/600',
        PASSWORD_HASH_CONCURRENCY: '3',
        PASSWORD_HASH_QUEUE: '10',
      },
      [],
    );
    expect(config.rateLimits.loginFailuresAccount).toEqual({ max: 3, windowSeconds: 600 });
    expect(config.rateLimits.loginIp).toEqual(DEFAULT_RATE_LIMITS.loginIp);
    expect(config).toMatchObject({ passwordHashConcurrency: 3, passwordHashQueue: 10 });
    // Half of a larger libuv pool by default.
    expect(readConfig({ UV_THREADPOOL_SIZE: '8' }, []).passwordHashConcurrency).toBe(4);
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '9000',
      ACCESS_TOKEN_TTL: '60',
      WEB_ROOT: '/srv/web',
      DATABASE_URL: 'postgres://x',
      REALTIME_BUS_URL: 'redis://redis:6379',
      DEPLOYMENT_NAME: 'staging-2',
    });
    expect(config).toMatchObject({
      port: 9000,
      accessTokenTtl: 60,
      webRoot: '/srv/web',
      databaseUrl: 'postgres://x',
      realtimeBusUrl: 'redis://redis:6379',
      deploymentName: 'staging-2',
    });
  });

  it('keeps the development outbox to demo mode', () => {
    expect(readConfig({}, ['--demo'])).toMatchObject({ demo: true, delivery: 'outbox' });
    expect(readConfig({ BX_DEMO: '1' }, [])).toMatchObject({ demo: true, delivery: 'outbox' });
    expect(() => readConfig({ DELIVERY: 'outbox' }, [])).toThrow(/demo mode/);
    expect(() => readConfig({ BX_DEMO: '1', NODE_ENV: 'production' }, [])).toThrow(/production/);
    expect(() => readConfig({ NODE_ENV: 'production' }, ['--demo'])).toThrow(/production/);
  });

  it.each([
    ['BX_DEMO', 'yes'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['REFRESH_TOKEN_TTL', '0'],
    ['DELIVERY', 'carrier-pigeon'],
    ['RATE_LIMIT_LOGIN_IP', '60'],
    ['RATE_LIMIT_LOGIN_IP', '0/60'],
    ['RATE_LIMIT_SIGNUP_IP', '20/0'],
    ['PASSWORD_HASH_QUEUE', '0'],
    ['REALTIME_BUS_URL', 'amqp://rabbit:5672'],
    ['RATE_LIMIT_REDIS_URL', 'localhost:6379'],
    ['MARKET_HOLIDAYS', 'EURUSD'],
    ['MARKET_HOLIDAYS', 'NOSUCH@2026-12-25'],
    ['MARKET_HOLIDAYS', 'EURUSD@2026-13-01'],
    ['MARKET_HOLIDAYS', 'EURUSD@2026-12-25@x'],
    ['MARKET_ALWAYS_OPEN', 'NQ,NOSUCH'],
    ['DEPLOYMENT_NAME', 'two words'],
    ['DEPLOYMENT_NAME', 'a:b'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
  });
});
