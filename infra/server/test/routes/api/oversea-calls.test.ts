import type {
  OverseaCross,
  OverseaDailyProfit,
  OverseaOption,
  OverseaOptionDetail,
  OverseaOrder,
  OverseaOvernight,
  OverseaPosition,
} from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, call, errorOf, HOSTS } from '../../helper.js';
import {
  buildOverseaApp,
  checkMoney,
  HSI,
  money,
  NQ,
  oversea,
  tokenOf,
  type OverseaApp,
} from '../../engines/oversea/oversea-helper.js';

let t: OverseaApp;
let demo1: string;
beforeAll(async () => {
  t = await buildOverseaApp();
  demo1 = await tokenOf(t.app, 'demo1');
});
afterAll(() => t.app.close());

const buy = { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 1 } as const;

describe('/api/oversea refusals', () => {
  it('401 without a token on every player call, and nothing is booked', async () => {
    for (const [method, path] of [
      ['POST', '/order'],
      ['POST', '/order/cancel'],
      ['POST', '/order/cancel_all'],
      ['POST', '/order/tpsl'],
      ['POST', '/order/delete-tpsl'],
      ['POST', '/overnight'],
      ['GET', '/overnight'],
      ['GET', '/history/list'],
      ['GET', '/open_order'],
      ['GET', '/open_position'],
      ['GET', '/daily_profit'],
      ['GET', '/cross'],
    ] as const) {
      const { statusCode, body } = await oversea(
        t.app,
        null,
        method,
        path,
        method === 'POST' ? {} : undefined,
      );
      expect(statusCode, path).toBe(401);
      expect(errorOf(body)?.code).toBe('UNAUTHORIZED');
    }
  });

  it('403 for operators and for a blocked player; only players and traders trade', async () => {
    const admin = await tokenOf(t.app, 'admin');
    const partner = await tokenOf(t.app, 'partner1');
    for (const token of [admin, partner]) {
      const { statusCode, body } = await oversea(t.app, token, 'POST', '/order', buy);
      expect(statusCode).toBe(403);
      expect(errorOf(body)?.code).toBe('NO_PERMISSION');
    }
    const trader = await tokenOf(t.app, 'trader1');
    expect((await oversea(t.app, trader, 'POST', '/order', buy)).statusCode).toBe(200);
    const deny = await t.app.repos.users.findByUsername(1, 'deny1');
    await t.app.db.query(`UPDATE app_user SET status = 'NORMAL' WHERE id = $1`, [deny!.id]);
    const denied = await tokenOf(t.app, 'deny1');
    await t.app.db.query(`UPDATE app_user SET status = 'DENY' WHERE id = $1`, [deny!.id]);
    const { statusCode, body } = await oversea(t.app, denied, 'POST', '/order', buy);
    expect(statusCode).toBe(403);
    expect(errorOf(body)?.code).toBe('ACCOUNT_DENIED');
  });

  it('403 on a site whose overseas flag is off', async () => {
    // Site 15 (English) is first asked for here, so the flag is read after the change.
    await t.app.db.query(`UPDATE site_info SET type = '011111' WHERE id = 15`);
    const token = await tokenOf(t.app, 'demo1', 15);
    const { statusCode, body } = await call(t.app, {
      method: 'POST',
      url: '/api/oversea/order?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(token) },
      payload: buy,
    });
    expect(statusCode).toBe(403);
    expect(errorOf(body)).toEqual({ code: 'NO_PERMISSION', message: 'You do not have permission.' });
  });

  it('400 VALIDATION for bodies outside the strict schemas, in Korean', async () => {
    for (const payload of [
      { ...buy, extra: 1 },
      { ...buy, qty: 0 },
      { ...buy, qty: 1.5 },
      { ...buy, tradeType: 'X' },
      { ...buy, marketType: 'STOP' },
      { ...buy, price: '1e5' },
      { overseaOptionId: NQ },
    ]) {
      const { statusCode, body } = await oversea(t.app, demo1, 'POST', '/order', payload);
      expect(statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(body)?.code).toBe('VALIDATION');
      expect(errorOf(body)?.message).toMatch(/^입력값이 올바르지 않습니다/);
    }
    const tpsl = await oversea(t.app, demo1, 'POST', '/order/tpsl', {
      overseaPositionId: 1,
      overseaOptionId: NQ,
      tpTick: -1,
      slTick: null,
    });
    expect(errorOf(tpsl.body)?.code).toBe('VALIDATION');
    const dates = await oversea(
      t.app,
      demo1,
      'GET',
      '/daily_profit',
      undefined,
      '&startDate=2024-13-01&endDate=2024-01-05',
    );
    expect(errorOf(dates.body)?.code).toBe('VALIDATION');
  });

  it('refuses unknown options, orders and positions, bad quantities and prices, and a too large order', async () => {
    const cases: Array<[string, object, number, string]> = [
      ['/order', { ...buy, overseaOptionId: 1 }, 404, 'OPTION_NOT_FOUND'],
      ['/order', { ...buy, qty: 101 }, 400, 'OVERSEA_QTY_RANGE'],
      ['/order', { ...buy, marketType: 'LIMIT' }, 400, 'OVERSEA_PRICE_INVALID'],
      ['/order', { ...buy, marketType: 'LIMIT', price: '20990.10' }, 400, 'OVERSEA_PRICE_INVALID'],
      ['/order', { ...buy, qty: 4 }, 400, 'INSUFFICIENT_BALANCE'],
      ['/order', { ...buy, overseaPositionId: 999 }, 404, 'POSITION_NOT_FOUND'],
      ['/order/cancel', { id: 999 }, 404, 'ORDER_NOT_FOUND'],
      [
        '/order/tpsl',
        { overseaPositionId: 999, overseaOptionId: NQ, tpTick: 5, slTick: 5 },
        404,
        'POSITION_NOT_FOUND',
      ],
      ['/order/delete-tpsl', { id: 999, overseaOptionId: NQ, value: 'ALL' }, 404, 'POSITION_NOT_FOUND'],
      ['/overnight', { overseaPositionId: 999, isActive: true }, 404, 'POSITION_NOT_FOUND'],
    ];
    const before = await money(t.app, 'demo1');
    for (const [path, payload, status, code] of cases) {
      const { statusCode, body } = await oversea(t.app, demo1, 'POST', path, payload);
      expect([path, statusCode, errorOf(body)?.code]).toEqual([path, status, code]);
    }
    expect(await money(t.app, 'demo1')).toBe(before);
    const me = (await t.app.repos.users.findByUsername(1, 'demo1'))!;
    const someoneElse = await oversea(t.app, demo1, 'GET', '/overnight', undefined, `&playerId=${me.id + 1}`);
    expect(someoneElse.statusCode).toBe(403);
    expect(errorOf(someoneElse.body)?.code).toBe('NO_PERMISSION');
  });

  it("refuses a position's own side as a close, a crossed TP/SL, and overnight where the stock does not allow it", async () => {
    const demo2 = await tokenOf(t.app, 'demo2');
    await oversea(t.app, demo2, 'POST', '/order', buy);
    const [position] = (await oversea<OverseaPosition[]>(t.app, demo2, 'GET', '/open_position')).body.data!;
    const sameSide = await oversea(t.app, demo2, 'POST', '/order', {
      ...buy,
      overseaPositionId: position!.id,
    });
    expect(errorOf(sameSide.body)?.code).toBe('OVERSEA_CLOSE_SIDE');
    const tooMany = await oversea(t.app, demo2, 'POST', '/order', {
      ...buy,
      tradeType: 'S',
      qty: 2,
      overseaPositionId: position!.id,
    });
    expect(errorOf(tooMany.body)?.code).toBe('OVERSEA_QTY_RANGE');
    const pastZero = await oversea(t.app, demo2, 'POST', '/order/tpsl', {
      overseaPositionId: position!.id,
      overseaOptionId: NQ,
      tpTick: null,
      slTick: 100_000,
    });
    expect(errorOf(pastZero.body)?.code).toBe('TPSL_PAST_ZERO');
    const notSet = await oversea(t.app, demo2, 'POST', '/overnight', {
      overseaPositionId: position!.id,
      isActive: false,
    });
    expect(errorOf(notSet.body)?.code).toBe('OVERNIGHT_NOT_SET');
    await checkMoney(t.app);
  });
});

describe('/api/oversea calls', () => {
  it('option: one option with its contract terms in KRW', async () => {
    const { body } = await oversea<OverseaOptionDetail>(
      t.app,
      null,
      'GET',
      '/option',
      undefined,
      `&overseaOptionId=${NQ}`,
    );
    expect(body.data).toMatchObject({
      id: NQ,
      stock: 'NQ',
      currency: 'USD',
      tickSize: '0.25',
      tickValue: '5',
      krwRate: '1380',
      marginPerContract: '3312000',
      overnightAllowed: true,
      isRest: false,
      nextOpenAt: null,
    });
    const hsi = await oversea<OverseaOptionDetail>(
      t.app,
      null,
      'GET',
      '/option',
      undefined,
      `&overseaOptionId=${HSI}`,
    );
    expect(hsi.body.data).toMatchObject({ isRest: true, overnightAllowed: false, currency: 'HKD' });
    expect(hsi.body.data!.nextOpenAt).toBeGreaterThan(t.clock.now());
    const missing = await oversea(t.app, null, 'GET', '/option', undefined, '&overseaOptionId=1');
    expect(errorOf(missing.body)?.code).toBe('OPTION_NOT_FOUND');
  });

  it("option/list: the overseas futures, resting outside their exchange's hours (public)", async () => {
    const list = async (query: string) =>
      (await oversea<OverseaOption[]>(t.app, null, 'GET', '/option/list', undefined, query)).body.data!;
    const options = await list('&page=1&stockPrefix=OS&search=');
    expect(options.map((o) => o.stock)).toEqual(['NQ', 'ES', 'CL', 'GC', '6E', 'HSI']);
    // Wednesday 09:00 in Seoul is Tuesday evening in Chicago (Globex trades) and 08:00 in Hong Kong (not yet).
    expect(options.filter((o) => o.isRest).map((o) => o.stock)).toEqual(['HSI']);
    expect(options[0]).toMatchObject({ id: 8, koName: '미니 나스닥100', precision: 2 });
    expect((await list('&search=원유'))[0]?.stock).toBe('CL');
    const response = await t.app.inject({ url: '/api/oversea/option/list', headers: { host: HOSTS.main } });
    expect(response.statusCode).toBe(400);
  });

  it('cross: the account as the cross push tells it, for a screen opened between pushes', async () => {
    // trader1 holds one NQ contract, bought in the refusals above.
    const trader = await tokenOf(t.app, 'trader1');
    const { statusCode, body } = await oversea<OverseaCross>(t.app, trader, 'GET', '/cross');
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      playerPoint: String(await money(t.app, 'trader1')),
      playerGameWaitPoint: '3312000',
      losscut: '1656000',
    });
    expect(body.data!.lastPnl).toMatch(/^-?\d+$/);
  });

  it('option/exist_option: whether any option trades now', async () => {
    const { body } = await oversea<boolean>(t.app, null, 'GET', '/option/exist_option');
    expect(body.data).toBe(true);
  });

  it('cancel_all, delete-tpsl, overnight on and off, GET overnight, history and daily profit', async () => {
    const demo3 = await tokenOf(t.app, 'demo3');
    for (const price of ['20900.00', '20800.00'])
      await oversea(t.app, demo3, 'POST', '/order', { ...buy, marketType: 'LIMIT', price });
    const cancelled = await oversea<OverseaOrder[]>(t.app, demo3, 'POST', '/order/cancel_all', {
      overseaOptionId: NQ,
    });
    expect(cancelled.body.data!.map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
    await oversea(t.app, demo3, 'POST', '/order', { ...buy, marketType: 'LIMIT', price: '20900.00' });
    // Without a payload (as the spec lists it): every resting order of the player.
    const all = await oversea<OverseaOrder[]>(t.app, demo3, 'POST', '/order/cancel_all');
    expect(all.body.data!.map((o) => o.status)).toEqual(['CANCELLED']);
    expect(await money(t.app, 'demo3')).toBe(10_000_000n);

    await oversea(t.app, demo3, 'POST', '/order', buy);
    const [position] = (await oversea<OverseaPosition[]>(t.app, demo3, 'GET', '/open_position')).body.data!;
    await oversea(t.app, demo3, 'POST', '/order/tpsl', {
      overseaPositionId: position!.id,
      overseaOptionId: NQ,
      tpTick: 10,
      slTick: 10,
    });
    const deleted = await oversea<OverseaPosition>(t.app, demo3, 'POST', '/order/delete-tpsl', {
      id: position!.id,
      overseaOptionId: NQ,
      value: 'TP',
    });
    expect(deleted.body.data).toMatchObject({ tpTick: null, tpPrice: null, slTick: 10, slPrice: '20997.50' });

    await oversea(t.app, demo3, 'POST', '/overnight', { overseaPositionId: position!.id, isActive: true });
    const me = (await t.app.repos.users.findByUsername(1, 'demo3'))!;
    const flags = await oversea<OverseaOvernight[]>(
      t.app,
      demo3,
      'GET',
      '/overnight',
      undefined,
      `&playerId=${me.id}`,
    );
    expect(flags.body.data).toEqual([
      {
        overseaPositionId: position!.id,
        overseaOptionId: NQ,
        stock: 'NQ',
        isActive: true,
        overnightAllowed: true,
      },
    ]);
    const off = await oversea<OverseaPosition>(t.app, demo3, 'POST', '/overnight', {
      overseaPositionId: position!.id,
      isActive: false,
    });
    expect(off.body.data).toMatchObject({ isOvernight: false, margin: '3312000' });

    await oversea(t.app, demo3, 'POST', '/order', {
      ...buy,
      tradeType: 'S',
      overseaPositionId: position!.id,
    });
    const history = await oversea<{ content: OverseaPosition[]; totalElements: number }>(
      t.app,
      demo3,
      'GET',
      '/history/list',
      undefined,
      `&page=1&size=10&startDate=2024-01-03&endDate=2024-01-03&overseaOptionId=${NQ}`,
    );
    expect(history.body.data).toMatchObject({
      totalElements: 1,
      content: [{ id: position!.id, closeReason: 'MANUAL' }],
    });
    const daily = await oversea<OverseaDailyProfit[]>(
      t.app,
      demo3,
      'GET',
      '/daily_profit',
      undefined,
      '&startDate=2024-01-01&endDate=2024-01-31',
    );
    expect(daily.body.data).toEqual([{ date: '2024-01-03', trades: 1, profit: '0' }]);
    await checkMoney(t.app);
  });
});
