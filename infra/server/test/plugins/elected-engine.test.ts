import { rm } from 'node:fs/promises';

import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app.js';
import { openSeededTestDb, testConfig } from '../helper.js';

/**
 * A restarting instance serves as soon as it listens: the elections of its engines (and the engines' starts, which
 * recover rounds and rebuild books) go on after, so a database slow to grant locks, or an engine slow to start, does
 * not keep calls waiting.
 */
describe('a server whose engine elections are slow', () => {
  const config = testConfig();
  afterAll(async () => rm((await config).dataDir, { recursive: true, force: true }));

  it('is ready and answers before any election has been decided', async () => {
    const db = await openSeededTestDb();
    const asked: string[] = [];
    // Every lock request waits until the test ends (a database busy with locks, a lock connection that hangs).
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({
      config: await config,
      db: {
        ...db,
        tryLock: async (name) => {
          asked.push(name);
          await later;
          return undefined;
        },
      },
    });
    try {
      await app.ready();
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      expect(asked).toEqual(expect.arrayContaining(['market-ticks', 'binary-engine']));
    } finally {
      release();
      await app.close();
    }
  });
});
