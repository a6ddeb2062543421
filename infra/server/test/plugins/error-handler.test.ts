import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CouponRefusal } from '../../src/services/coupon-refusal.js';
import { WalletRefusal } from '../../src/wallet/wallet-refusal.js';
import { buildTestApp, call, HOSTS } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers an unknown /api route with 404 NOT_FOUND', async () => {
    const { statusCode, body } = await call(app, { url: '/api/nope?siteInfoId=1' });
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      status: 404,
      data: null,
      error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' },
    });
  });

  it('answers in English on an English site', async () => {
    const { body } = await call(app, { url: '/api/nope', headers: { host: HOSTS.site25 } });
    expect(body).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'The requested address was not found.' },
    });
  });

  it('answers a wrong content type with 415', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(statusCode).toBe(415);
    expect(body).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers a too large body with 413', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y', siteInfoId: 1 }),
    });
    expect(statusCode).toBe(413);
    expect(body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers an empty JSON body with 400', async () => {
    const { statusCode, body } = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 400, data: null });
  });
});

describe('unexpected errors', () => {
  it('answers 500 INTERNAL without leaking the cause', async () => {
    const failing = await buildTestApp();
    // Simulates a broken dependency: the repository throws something that is not an AppError.
    failing.repos.sites.findByCode = async () => {
      throw new Error('connection refused to 10.0.0.7 secret-host');
    };
    const { statusCode, body } = await call(failing, { url: '/api/site_info/code?siteInfoId=1&code=main' });
    await failing.close();
    expect(statusCode).toBe(500);
    expect(body).toEqual({
      status: 500,
      data: null,
      error: { code: 'INTERNAL', message: '일시적인 오류가 발생했습니다.' },
    });
    expect(JSON.stringify(body)).not.toContain('secret-host');
  });
});

describe('domain refusals', () => {
  it("answers a service's refusal with the status chosen for its code and its message filled in the site's language", async () => {
    const refusing = await buildTestApp();
    let refusal: Error = new Error('set below');
    refusing.repos.sites.findByCode = async () => {
      throw refusal;
    };
    // The main site speaks Korean, site 25 English.
    const answer = async (host: string, siteInfoId: number) => {
      const { statusCode, body } = await call(refusing, {
        url: `/api/site_info/code?siteInfoId=${siteInfoId}&code=main`,
        headers: { host },
      });
      return [statusCode, body];
    };
    try {
      refusal = new CouponRefusal('COUPON_WALLET_MISMATCH', { parts: { wallets: 'MONEY, USDT' } });
      expect(await answer(HOSTS.main, 1)).toEqual([
        400,
        {
          status: 400,
          data: null,
          error: {
            code: 'COUPON_WALLET_MISMATCH',
            message: '이 쿠폰은 MONEY, USDT 지갑으로만 받을 수 있습니다.',
          },
        },
      ]);
      expect((await answer(HOSTS.site25, 25))[1]).toMatchObject({
        error: { message: 'This coupon can only be received in: MONEY, USDT.' },
      });
      refusal = new WalletRefusal('AMOUNT_TOO_PRECISE', { detail: 'BTC 8' });
      expect(await answer(HOSTS.main, 1)).toEqual([
        400,
        {
          status: 400,
          data: null,
          error: { code: 'AMOUNT_TOO_PRECISE', message: '허용된 소수 자릿수를 초과했습니다. (BTC 8)' },
        },
      ]);
      refusal = new WalletRefusal('AMOUNT_ABOVE_MAXIMUM', {
        parts: { amount: { amount: '2', currency: 'BTC' } },
      });
      expect((await answer(HOSTS.main, 1))[1]).toMatchObject({
        error: { message: '1회 최대 금액은 2 BTC입니다.' },
      });
    } finally {
      await refusing.close();
    }
  });
});
