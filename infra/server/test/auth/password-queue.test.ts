import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { passwordHashing } from '../../src/auth/password.js';
import { buildTestApp, call, HOSTS } from '../helper.js';

// Password hashes share libuv's small thread pool with file reads and DNS: the app lets only
// PASSWORD_HASH_CONCURRENCY run at once and PASSWORD_HASH_QUEUE wait. Watched by wrapping the derivation.

let app: FastifyInstance | undefined;
let undoWrap: (() => void) | undefined;
afterEach(async () => {
  undoWrap?.();
  undoWrap = undefined;
  await app?.close();
  app = undefined;
  // The queue is the process's: put back what the next app's seeding expects.
  passwordHashing.configure({ concurrency: 2, maxWaiting: 100 });
});

const loginAs = (username: string, password: string, siteInfoId = 1) =>
  call(app!, {
    method: 'POST',
    url: `/api/login?siteInfoId=${siteInfoId}`,
    headers: { host: siteInfoId === 1 ? HOSTS.main : HOSTS.site15 },
    payload: { username, password, siteInfoId },
  });

describe('the password-hash queue', () => {
  it('never runs more than PASSWORD_HASH_CONCURRENCY hashes under 50 parallel logins, and serves them all', async () => {
    app = await buildTestApp({ config: { passwordHashConcurrency: 2 } });
    let running = 0;
    let peak = 0;
    let derivations = 0;
    undoWrap = passwordHashing.wrapDerive((inner) => async (...args) => {
      running++;
      derivations++;
      peak = Math.max(peak, running);
      try {
        return await inner(...args);
      } finally {
        running--;
      }
    });

    // Half right passwords of six players, half wrong ones of unknown names (the dummy hash), one address.
    const accounts = [1, 15].flatMap((site) => ['demo1', 'demo2', 'demo3'].map((name) => ({ name, site })));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const account = accounts[Math.floor(i / 2) % accounts.length]!;
        return i % 2 === 0
          ? loginAs(account.name, 'demo1234', account.site)
          : loginAs(`ghost${i}`, 'not-a-password');
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 200 : 401)),
    );
    expect(derivations).toBeGreaterThanOrEqual(50);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    // Fifty scrypt hashes two at a time on a busy test machine.
  }, 90_000);

  it('refuses a login with 503 SERVER_BUSY when the wait list is full, and recovers', async () => {
    app = await buildTestApp({ config: { passwordHashConcurrency: 1, passwordHashQueue: 1 } });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    undoWrap = passwordHashing.wrapDerive((inner) => async (...args) => {
      await gate;
      return inner(...args);
    });

    const first = loginAs('demo1', 'demo1234');
    const second = loginAs('demo2', 'demo1234');
    // Both reach the queue after their user lookup, which on PostgreSQL is a round trip away.
    await vi.waitFor(() => expect(passwordHashing.stats()).toEqual({ running: 1, waiting: 1 }), {
      timeout: 10_000,
      interval: 5,
    });

    const refused = await loginAs('demo3', 'demo1234');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({
      status: 503,
      data: null,
      error: {
        code: 'SERVER_BUSY',
        message: '접속이 많아 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
      },
    });
    // An unknown name's dummy hash is refused the same way, and that refusal is not kept.
    expect((await loginAs('ghost', 'not-a-password')).statusCode).toBe(503);

    open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await loginAs('demo3', 'demo1234')).statusCode).toBe(200);
    expect((await loginAs('ghost', 'not-a-password')).statusCode).toBe(401);
  });
});
