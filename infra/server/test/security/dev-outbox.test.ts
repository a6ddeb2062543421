import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, errorOf, HOSTS } from '../helper.js';

// demo1's phone: the probe's account takeover started from a known phone.
const DEMO1_PHONE = '010-1000-0001';
const findPassword = (app: FastifyInstance, host: string = HOSTS.main, siteInfoId = 1) =>
  call(app, {
    method: 'POST',
    url: `/api/player/find_pw?siteInfoId=${siteInfoId}`,
    headers: { host },
    payload: { username: 'demo1', phone: DEMO1_PHONE },
  });
const readOutbox = (app: FastifyInstance, remoteAddress?: string) =>
  call(app, {
    url: `/api/dev/outbox?siteInfoId=1&to=${DEMO1_PHONE}`,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });

describe('the development outbox in demo mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { demo: true, delivery: 'outbox' } });
  });
  afterAll(() => app.close());

  it('answers a client on this machine', async () => {
    expect((await findPassword(app)).statusCode).toBe(200);
    const { statusCode, body } = await readOutbox(app);
    expect(statusCode).toBe(200);
    expect(JSON.stringify(body)).toMatch(/\d{6}/);
  });

  it('is a 404 to any other client, so nobody reads a reset code', async () => {
    for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.2']) {
      const { statusCode, body } = await readOutbox(app, address);
      expect(statusCode).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
    }
  });
});

describe('without demo mode (the production setting)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { demo: false, delivery: 'none' } });
  });
  afterAll(() => app.close());

  it('has no outbox, even for this machine', async () => {
    expect((await readOutbox(app)).statusCode).toBe(404);
  });

  it('refuses to send codes it has no provider for (fails closed), in the site language', async () => {
    const reset = await findPassword(app);
    expect(reset.statusCode).toBe(503);
    expect(errorOf(reset.body)).toEqual({
      code: 'DELIVERY_UNAVAILABLE',
      message: '인증번호를 보낼 수 없습니다. 관리자에게 문의해주세요.',
    });
    const signUpCode = await call(app, {
      method: 'POST',
      url: '/api/certi/certificate_phone?siteInfoId=15',
      headers: { host: HOSTS.site15 },
      payload: { phone: '010-7777-0001' },
    });
    expect(signUpCode.statusCode).toBe(503);
    expect(errorOf(signUpCode.body)?.message).toBe(
      'Codes cannot be sent right now. Please contact the administrator.',
    );
  });
});
