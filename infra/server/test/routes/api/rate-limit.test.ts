import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMITS } from '../../../src/rate-limit-settings.js';
import { bearer, buildTestApp, call, errorOf, HOSTS, login, TestClock } from '../../helper.js';

// The production limits. One app for the file: each test uses its own client address and accounts, so
// counts do not carry over, and the clock is moved by hand to end a window.
let app: FastifyInstance;
const clock = new TestClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = (from: string, url: string, payload: object, host: string = HOSTS.main) =>
  call(app, { method: 'POST', url, payload, headers: { host }, remoteAddress: from });

const loginFrom = (
  from: string,
  username: string,
  password: string,
  siteInfoId = 1,
  host: string = HOSTS.main,
) => post(from, `/api/login?siteInfoId=${siteInfoId}`, { username, password, siteInfoId }, host);

/** Sends up to `count` requests one after another; answers the first refused one (429) and how many came before. */
async function untilRefused(count: number, send: (i: number) => ReturnType<typeof post>) {
  for (let i = 0; i < count; i++) {
    const answer = await send(i);
    if (answer.statusCode === 429) return { before: i, answer };
  }
  throw new Error(`${count} requests and none was refused`);
}

function retryAfterOf(headers: Record<string, unknown>): number {
  const value = Number(headers['retry-after']);
  expect(Number.isInteger(value) && value > 0).toBe(true);
  return value;
}

describe('wrong passwords', () => {
  it('throttle an account within 10 wrong passwords, in Korean, until the lock ends', async () => {
    const from = '10.1.0.1';
    const { before, answer } = await untilRefused(10, () => loginFrom(from, 'demo1', 'not-my-password'));
    expect(before).toBeGreaterThanOrEqual(3);
    expect(answer.body).toEqual({
      status: 429,
      data: null,
      error: {
        code: 'LOGIN_LOCKED',
        message: '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 제한되었습니다. 잠시 후 다시 시도해주세요.',
      },
    });
    const wait = retryAfterOf(answer.headers);

    // While locked even the right password is refused from that address: a guesser learns nothing.
    expect((await loginFrom(from, 'demo1', 'demo1234')).statusCode).toBe(429);
    // The owner, from their own address, still gets in: someone else's mistakes lock only that someone out.
    expect((await loginFrom('10.1.0.2', 'demo1', 'demo1234')).statusCode).toBe(200);
    // Other players are not affected.
    expect((await loginFrom(from, 'demo2', 'demo1234')).statusCode).toBe(200);

    clock.advance(wait * 1000);
    expect((await loginFrom(from, 'demo1', 'demo1234')).statusCode).toBe(200);
  });

  it('lock an account from everywhere once wrong passwords from many addresses add up', async () => {
    const { max: perAddress } = DEFAULT_RATE_LIMITS.loginFailuresAccount;
    const { max: total } = DEFAULT_RATE_LIMITS.loginFailuresAccountTotal;
    let sent = 0;
    for (let address = 1; sent < total; address++) {
      for (let i = 0; i < perAddress && sent < total; i++, sent++) {
        expect((await loginFrom(`10.1.5.${address}`, 'partner1', 'guess')).statusCode).toBe(401);
      }
    }
    const owner = await loginFrom('10.1.6.1', 'partner1', 'demo1234');
    expect([owner.statusCode, errorOf(owner.body)?.code]).toEqual([429, 'LOGIN_LOCKED']);
    clock.advance(retryAfterOf(owner.headers) * 1000);
    expect((await loginFrom('10.1.6.1', 'partner1', 'demo1234')).statusCode).toBe(200);
  });

  it('answer in English on an English site', async () => {
    const { answer } = await untilRefused(10, () =>
      loginFrom('10.1.1.1', 'demo1', 'not-my-password', 15, HOSTS.site15),
    );
    expect(answer.body).toEqual({
      status: 429,
      data: null,
      error: {
        code: 'LOGIN_LOCKED',
        message: 'Too many wrong passwords. Login is paused for a while; please try again later.',
      },
    });
    retryAfterOf(answer.headers);
  });

  it('count for unknown usernames like real ones, so a lock does not tell which exist', async () => {
    const { answer } = await untilRefused(10, () => loginFrom('10.1.2.1', 'nobody-here', 'not-my-password'));
    expect(errorOf(answer.body)?.code).toBe('LOGIN_LOCKED');
  });

  it('still let the right password in below the limit, and right ones never lock anyone out', async () => {
    const from = '10.1.3.1';
    for (let i = 0; i < 3; i++) expect((await loginFrom(from, 'demo3', 'wrong-one')).statusCode).toBe(401);
    expect((await loginFrom(from, 'demo3', 'demo1234')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await loginFrom(from, 'demo3', 'demo1234')).statusCode).toBe(200);
  });
});

describe('floods from one address', () => {
  it('refuse a sign-up flood', async () => {
    const { before, answer } = await untilRefused(40, (i) =>
      post('10.2.0.1', '/api/player?siteInfoId=1', {
        username: `flood${i}`,
        password: 'secret123',
        name: '홍길동',
        phone: `0109000${String(i).padStart(4, '0')}`,
        siteInfoId: 1,
      }),
    );
    expect(before).toBeGreaterThanOrEqual(5);
    expect(answer.body).toEqual({
      status: 429,
      data: null,
      error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
    });
    retryAfterOf(answer.headers);
  });

  it('refuse SMS codes to many different phones', async () => {
    const { before, answer } = await untilRefused(40, (i) =>
      post('10.2.1.1', '/api/certi/certificate_phone?siteInfoId=1', {
        phone: `0108000${String(i).padStart(4, '0')}`,
      }),
    );
    expect(before).toBeGreaterThanOrEqual(3);
    expect(errorOf(answer.body)?.code).toBe('RATE_LIMITED');
    retryAfterOf(answer.headers);
  });

  it('refuse a find_pw flood', async () => {
    const { answer } = await untilRefused(40, (i) =>
      post('10.2.2.1', '/api/player/find_pw?siteInfoId=1', {
        username: `someone${i}`,
        phone: '010-1000-0001',
      }),
    );
    expect(errorOf(answer.body)?.code).toBe('RATE_LIMITED');
    retryAfterOf(answer.headers);
  });

  it('answer in English on an English site', async () => {
    const { answer } = await untilRefused(40, (i) =>
      post(
        '10.2.3.1',
        '/api/certi/certificate_email?siteInfoId=15',
        { email: `user${i}@example.com` },
        HOSTS.site15,
      ),
    );
    expect(errorOf(answer.body)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });
});

describe('a player trading or chatting faster than a person can', () => {
  const asPlayer = (from: string, token: string, url: string, payload: object) =>
    call(app, {
      method: 'POST',
      url,
      payload,
      headers: { host: HOSTS.main, ...bearer(token) },
      remoteAddress: from,
    });
  // The limiter counts calls, whatever they answer: bets on a round that does not exist are refused one by one
  // (404) until the count is full, then 429.
  const bet = (from: string, token: string) =>
    asPlayer(from, token, '/api/trade/history/betting?siteInfoId=1', {
      point: '1',
      tradeRoundId: 987654321,
      type: 'B',
    });

  it('has bets past the per-player count refused in Korean, leaves others trading, and lets them in again later', async () => {
    const { accessToken: demo2 } = await login(app, 'demo2');
    const { accessToken: trader1 } = await login(app, 'trader1');
    const { before, answer } = await untilRefused(DEFAULT_RATE_LIMITS.orderAccount.max + 5, () =>
      bet('10.3.0.1', demo2),
    );
    expect(before).toBe(DEFAULT_RATE_LIMITS.orderAccount.max);
    expect(answer.body).toEqual({
      status: 429,
      data: null,
      error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
    });
    const wait = retryAfterOf(answer.headers);
    expect(wait).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.orderAccount.windowSeconds);

    // Another player behind the same address is not held back, and nor is the first once the window ends.
    expect((await bet('10.3.0.1', trader1)).statusCode).not.toBe(429);
    clock.advance(wait * 1000);
    expect((await bet('10.3.0.1', demo2)).statusCode).not.toBe(429);
  });

  it('has live chat lines past the per-player count refused', async () => {
    const { accessToken } = await login(app, 'trader1');
    const { before, answer } = await untilRefused(DEFAULT_RATE_LIMITS.chatAccount.max + 5, (i) =>
      asPlayer('10.3.1.1', accessToken, '/api/chat/send?siteInfoId=1', { content: `line ${i}` }),
    );
    expect(before).toBe(DEFAULT_RATE_LIMITS.chatAccount.max);
    expect(errorOf(answer.body)?.code).toBe('RATE_LIMITED');
    retryAfterOf(answer.headers);
  });
});
