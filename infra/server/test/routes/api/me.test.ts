import { isApiFailure, type Me, type MyWallet } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, login } from '../../helper.js';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = (await login(app, 'demo1')).accessToken;
});
afterAll(() => app.close());

describe('GET /api/me', () => {
  it('answers the caller with a wallet for every wallet type', async () => {
    const { statusCode, body } = await call<Me>(app, { url: '/api/me?siteInfoId=1', headers: bearer(token) });
    expect(statusCode).toBe(200);
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data).toMatchObject({ username: 'demo1', role: 'PLAYER', money: '10000000', etcJson: {} });
    expect(Object.keys(body.data.wallet).sort()).toEqual(
      ['BINARY', 'BTC', 'DOGE', 'EOS', 'ETH', 'FUTURES', 'USDT', 'XRP'].sort(),
    );
    expect(body.data.wallet.BTC).toEqual({
      point: '1',
      gameWaitPoint: '0',
      realPoint: '1',
      losscut: '0',
      pnl: '0',
      currency: 'BTC',
    });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const { statusCode, body } = await call(app, { url: '/api/me?siteInfoId=1' });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } });
  });
});

describe('GET /api/wallet/my', () => {
  it('answers the seeded balances as exact decimal strings', async () => {
    const { body } = await call<MyWallet>(app, {
      url: '/api/wallet/my?siteInfoId=1',
      headers: bearer(token),
    });
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data.money).toBe('10000000');
    expect(body.data.wallet.FUTURES).toMatchObject({ point: '10000', currency: 'USDT' });
    expect(body.data.wallet.ETH.point).toBe('10');
    expect(body.data.wallet.DOGE.point).toBe('50000');
    expect(body.data.wallet.EOS.point).toBe('1000');
  });

  it('answers zero balances for an unfunded account', async () => {
    const admin = await login(app, 'admin');
    const { body } = await call<MyWallet>(app, {
      url: '/api/wallet/my?siteInfoId=1',
      headers: bearer(admin.accessToken),
    });
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data.money).toBe('0');
    expect(body.data.wallet.USDT.point).toBe('0');
  });

  it('refuses a missing siteInfoId with 400 SITE_REQUIRED', async () => {
    const { statusCode, body } = await call(app, { url: '/api/wallet/my', headers: bearer(token) });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'SITE_REQUIRED' } });
  });
});
