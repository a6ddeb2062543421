import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, readConfig, REPO_ROOT } from '../src/config.js';

describe('config', () => {
  it('has the documented defaults', () => {
    expect(readConfig({}, [])).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 1_209_600,
      webRoot: undefined,
      demo: false,
      delivery: 'none',
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '9000',
      ACCESS_TOKEN_TTL: '60',
      WEB_ROOT: '/srv/web',
      DATABASE_URL: 'postgres://x',
    });
    expect(config).toMatchObject({
      port: 9000,
      accessTokenTtl: 60,
      webRoot: '/srv/web',
      databaseUrl: 'postgres://x',
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
  ])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
  });
});
