import type {
  AdminAuditEntry,
  AdminFuturesOption,
  AdminFuturesOptionRow,
  AdminOverseaOption,
  AdminOverseaOptionRow,
  AdminPlayerDetail,
  Bet,
  FuturesOption,
  LoginResult,
  OverseaOption,
  OverseaOptionEvent,
  TradeOption,
  TradeRound,
} from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../../src/market/clock.js';
import { ManualSource, T0 } from '../../engines/binary/trade-helper.js';
import { NQ } from '../../engines/oversea/oversea-helper.js';
import { listen, stompClients, until } from '../../realtime/stomp-clients.js';
import { areaCaller, buildTestApp, errorOf, HOSTS, login } from '../../helper.js';
import { SITE1, SITE15, type Site, signedInSupport } from './operator-fixtures.js';

type Page<T> = { content: T[]; totalElements: number };

const BTC = 1;
const ETH = 2;

let app: FastifyInstance;
let clock: VirtualClock;
let admin: LoginResult;
let admin15: LoginResult;
let support: LoginResult;
let demo1: LoginResult;
let btcR1: number;
const stomp = stompClients();
const api = areaCaller('/api');

function post<T>(path: string, payload: object, token: string | null, site: Site = SITE1) {
  return api<T>(app, token, 'POST', path, payload, '', site);
}

beforeAll(async () => {
  // Wednesday 09:00 in Seoul: every market is open; prices set by hand, every area running.
  clock = new VirtualClock(T0);
  app = await buildTestApp({
    clock,
    market: { clock, historyMinutes: 5, sources: (c) => [new ManualSource(c)] },
    binary: { graceMs: 500 },
  });
  await clock.advance(3_000);
  await stomp.listen(app);
  admin = await login(app, 'admin');
  admin15 = await login(app, 'admin', 15, HOSTS.site15);
  demo1 = await login(app, 'demo1');
  support = await signedInSupport(app, admin);
  btcR1 = (await app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const CALLS = () =>
  [
    ['/admin/trade/option', { tradeOptionId: btcR1, isStop: 0 }],
    ['/admin/futures/option', { futuresOptionId: BTC, isStop: true }],
    ['/admin/oversea/option', { overseaOptionId: NQ, isStop: true }],
  ] as const;

describe('trading switches: refusals', () => {
  it('answers a visitor 401, a player 403 NO_PERMISSION and a support operator 403 INSUFFICIENT_PRIVILEGES', async () => {
    for (const [path, body] of CALLS()) {
      const visitor = await post(path, body, null);
      expect([visitor.statusCode, errorOf(visitor.body)?.code], path).toEqual([401, 'UNAUTHORIZED']);
      const player = await post(path, body, demo1.accessToken);
      expect([player.statusCode, errorOf(player.body)?.code], path).toEqual([403, 'NO_PERMISSION']);
      const reader = await post(path, body, support.accessToken);
      expect([reader.statusCode, errorOf(reader.body)], path).toEqual([
        403,
        { code: 'INSUFFICIENT_PRIVILEGES', message: '권한이 부족합니다.' },
      ]);
    }
  });

  it("keeps the shared options out of a site operator's hands (site 15's admin), in English there", async () => {
    for (const [path, body] of CALLS()) {
      const answer = await post(path, body, admin15.accessToken, SITE15);
      expect([answer.statusCode, errorOf(answer.body)], path).toEqual([
        403,
        { code: 'INSUFFICIENT_PRIVILEGES', message: 'Insufficient privileges.' },
      ]);
      // Site 1's token is no key to site 15.
      const across = await post(path, body, admin.accessToken, SITE15);
      expect([across.statusCode, errorOf(across.body)?.code], path).toEqual([403, 'WRONG_ACCESS']);
    }
    expect((await app.repos.binary.option(btcR1))!.isStop).toBe(1);
  });

  it('refuses empty changes, unknown fields and out-of-bounds values with 400 naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      ['/admin/trade/option', { tradeOptionId: btcR1 }, 'body'],
      ['/admin/trade/option', { tradeOptionId: btcR1, isStop: 0, stock: 'X' }, 'body'],
      ['/admin/trade/option', { tradeOptionId: btcR1, isStop: 2 }, 'body.isStop'],
      ['/admin/trade/option', { tradeOptionId: btcR1, payoutRate: '1' }, 'body.payoutRate'],
      ['/admin/trade/option', { tradeOptionId: btcR1, payoutRate: '10.5' }, 'body.payoutRate'],
      ['/admin/trade/option', { tradeOptionId: btcR1, minBet: '0' }, 'body.minBet'],
      ['/admin/trade/option', { tradeOptionId: btcR1, minBet: '0.0000001' }, 'body.minBet'],
      ['/admin/trade/option', { tradeOptionId: btcR1, minBet: '5.5' }, 'body.minBet'],
      ['/admin/futures/option', { futuresOptionId: BTC, maxLeverage: 126 }, 'body.maxLeverage'],
      ['/admin/futures/option', { futuresOptionId: ETH, maxLeverage: 120 }, 'body.maxLeverage'],
      ['/admin/futures/option', { futuresOptionId: BTC, isStop: 'yes' }, 'body.isStop'],
      ['/admin/oversea/option', { overseaOptionId: NQ }, 'body'],
      ['/admin/oversea/option', { overseaOptionId: NQ, isPlay: true, overnight: true }, 'body'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, body, admin.accessToken);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer.body)!.message, JSON.stringify(body)).toContain(
        `입력값이 올바르지 않습니다. (${field}`,
      );
    }
    const english = await post('/admin/oversea/option', { overseaOptionId: NQ }, admin15.accessToken, SITE15);
    expect([english.statusCode, errorOf(english.body)!.message]).toEqual([
      400,
      'The input is not valid. (body)',
    ]);
    for (const [path, body] of [
      ['/admin/trade/option', { tradeOptionId: 9999, isStop: 0 }],
      ['/admin/futures/option', { futuresOptionId: 9999, isStop: true }],
      ['/admin/oversea/option', { overseaOptionId: 9999, isStop: true }],
    ] as const) {
      const answer = await post(path, body, admin.accessToken);
      expect([answer.statusCode, errorOf(answer.body)?.code], path).toEqual([404, 'OPTION_NOT_FOUND']);
    }
  });
});

describe('binary options', () => {
  const bet = (point: string, round: TradeRound) =>
    post<Bet>(
      '/trade/history/betting',
      { point, tradeRoundId: round.tradeRoundId, type: 'B' },
      demo1.accessToken,
    );

  it("a stopped option takes no bet; its new terms apply to the next bet and show in the players' list", async () => {
    const round = (
      await api<TradeRound>(app, null, 'GET', '/trade/game/current', undefined, `&tradeOptionId=${btcR1}`)
    ).body.data!;
    expect(round).not.toBeNull();
    const stopped = await post<TradeOption>(
      '/admin/trade/option',
      { tradeOptionId: btcR1, isStop: 0 },
      admin.accessToken,
    );
    expect(stopped.body.data).toMatchObject({ id: btcR1, isPlay: 1, isStop: 0 });
    const refused = await bet('5', round);
    expect([refused.statusCode, errorOf(refused.body)]).toEqual([
      400,
      { code: 'OPTION_STOPPED', message: '거래가 중지된 옵션입니다.' },
    ]);

    const reopened = await post<TradeOption>(
      '/admin/trade/option',
      { tradeOptionId: btcR1, isStop: 1, payoutRate: '1.9', minBet: '10', betUnit: '2' },
      admin.accessToken,
    );
    expect(reopened.body.data).toMatchObject({ isStop: 1, payoutRate: '1.9', minBet: '10', betUnit: '2' });
    const list = await api<TradeOption[]>(app, null, 'GET', '/trade/option/list');
    expect(list.body.data!.find((o) => o.id === btcR1)).toMatchObject({ payoutRate: '1.9', minBet: '10' });
    expect(errorOf((await bet('5', round)).body)?.code).toBe('BET_TOO_SMALL');
    expect(errorOf((await bet('11', round)).body)?.code).toBe('BET_UNIT_MISMATCH');
    const placed = await bet('12', round);
    expect(placed.statusCode).toBe(200);

    // The operator's view of the player shows it.
    const detail = await api<AdminPlayerDetail>(
      app,
      admin.accessToken,
      'GET',
      '/admin/player',
      undefined,
      `&playerId=${demo1.user.id}`,
    );
    expect(detail.body.data!.bets.map((b) => b.id)).toEqual([placed.body.data!.id]);
  });
});

describe('futures options', () => {
  const order = () =>
    post(
      '/futures/order',
      { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', qty: '0.001' },
      demo1.accessToken,
    );

  it('a stopped option takes only orders that reduce; one not playing leaves the list; the cap shows', async () => {
    const stopped = await post<AdminFuturesOption>(
      '/admin/futures/option',
      { futuresOptionId: BTC, isStop: true, maxLeverage: 100 },
      admin.accessToken,
    );
    expect(stopped.body.data).toEqual({
      id: BTC,
      stock: 'BTCUSDT',
      isPlay: true,
      isStop: true,
      maxLeverage: 100,
    });
    const refused = await order();
    expect([refused.statusCode, errorOf(refused.body)?.code]).toEqual([400, 'OPTION_STOPPED']);
    const detail = await api<{ maxLeverage: number }>(
      app,
      null,
      'GET',
      '/futures/option',
      undefined,
      `&futuresOptionId=${BTC}`,
    );
    expect(detail.body.data!.maxLeverage).toBe(100);

    await post('/admin/futures/option', { futuresOptionId: BTC, isPlay: false }, admin.accessToken);
    const listed = await api<FuturesOption[]>(app, null, 'GET', '/futures/option/list');
    expect(listed.body.data!.map((o) => o.stock)).not.toContain('BTCUSDT');
    // The console's own list keeps it, with its switches, for any operator (support included) and no player.
    const consoleList = await api<AdminFuturesOptionRow[]>(
      app,
      support.accessToken,
      'GET',
      '/admin/futures/option/list',
    );
    expect(consoleList.body.data!.find((o) => o.id === BTC)).toMatchObject({
      stock: 'BTCUSDT',
      isPlay: false,
      isStop: true,
      maxLeverage: 100,
      highestLeverage: expect.any(Number) as number,
    });
    expect((await api(app, demo1.accessToken, 'GET', '/admin/futures/option/list')).statusCode).toBe(403);
    expect((await api(app, null, 'GET', '/admin/futures/option/list')).statusCode).toBe(401);

    await post(
      '/admin/futures/option',
      { futuresOptionId: BTC, isPlay: true, isStop: false },
      admin.accessToken,
    );
    expect((await order()).statusCode).toBe(200);
  });

  it('switched off, it still lets a player close what they hold there, and opens nothing new', async () => {
    expect((await order()).statusCode).toBe(200);
    await post('/admin/futures/option', { futuresOptionId: BTC, isPlay: false }, admin.accessToken);
    try {
      const opened = await order();
      expect([opened.statusCode, errorOf(opened.body)?.code]).toEqual([404, 'OPTION_NOT_FOUND']);
      const closed = await post(
        '/futures/order',
        { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'S', qty: '0.001', reduceOnly: true },
        demo1.accessToken,
      );
      expect(closed.statusCode).toBe(200);
    } finally {
      await post('/admin/futures/option', { futuresOptionId: BTC, isPlay: true }, admin.accessToken);
    }
  });
});

describe('overseas options', () => {
  const order = () =>
    post(
      '/oversea/order',
      { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 1 },
      demo1.accessToken,
    );

  it('closing one tells every open page (OVERSEA_OPTION_CLOSE on /topic/oversea) and refuses new orders', async () => {
    const client = await stomp.connect(demo1.accessToken);
    const events = await listen<OverseaOptionEvent>(client, '/topic/oversea');
    const closed = await post<AdminOverseaOption>(
      '/admin/oversea/option',
      { overseaOptionId: NQ, isStop: true },
      admin.accessToken,
    );
    expect(closed.body.data).toEqual({
      id: NQ,
      stock: 'NQ',
      isPlay: true,
      isStop: true,
      isRest: true,
      overnightAllowed: true,
    });
    await until(() => events().length >= 1);
    expect(events()).toEqual([{ type: 'OVERSEA_OPTION_CLOSE', data: { id: NQ, stock: 'NQ', isRest: true } }]);
    const refused = await order();
    expect([refused.statusCode, errorOf(refused.body)?.code]).toEqual([400, 'OPTION_STOPPED']);
    const list = await api<OverseaOption[]>(app, null, 'GET', '/oversea/option/list');
    expect(list.body.data!.find((o) => o.id === NQ)!.isRest).toBe(true);

    // Stopping it again changes nothing and tells nobody.
    await post('/admin/oversea/option', { overseaOptionId: NQ, isStop: true }, admin.accessToken);
    const reopened = await post<AdminOverseaOption>(
      '/admin/oversea/option',
      { overseaOptionId: NQ, isStop: false },
      admin.accessToken,
    );
    expect(reopened.body.data!.isRest).toBe(false);
    await until(() => events().length >= 2);
    expect(events()).toEqual([
      { type: 'OVERSEA_OPTION_CLOSE', data: { id: NQ, stock: 'NQ', isRest: true } },
      { type: 'OVERSEA_OPTION_UPDATE', data: { id: NQ, stock: 'NQ', isRest: false } },
    ]);
    expect((await order()).statusCode).toBe(200);

    await post('/admin/oversea/option', { overseaOptionId: NQ, isPlay: false }, admin.accessToken);
    const unlisted = await api<OverseaOption[]>(app, null, 'GET', '/oversea/option/list');
    expect(unlisted.body.data!.map((o) => o.id)).not.toContain(NQ);
    const consoleList = await api<AdminOverseaOptionRow[]>(
      app,
      support.accessToken,
      'GET',
      '/admin/oversea/option/list',
    );
    expect(consoleList.body.data!.find((o) => o.id === NQ)).toMatchObject({
      stock: 'NQ',
      isPlay: false,
      isStop: false,
      isRest: true,
      overnightAllowed: true,
    });
    expect((await api(app, demo1.accessToken, 'GET', '/admin/oversea/option/list')).statusCode).toBe(403);
    await until(() => events().length >= 3);
    expect(events()[2]!.type).toBe('OVERSEA_OPTION_CLOSE');
  });

  it('overrides whether positions may be kept overnight, which the option then shows', async () => {
    const overnightOf = async () =>
      (
        await api<{ overnightAllowed: boolean }>(
          app,
          null,
          'GET',
          '/oversea/option',
          undefined,
          `&overseaOptionId=${NQ}`,
        )
      ).body.data!.overnightAllowed;
    expect(await overnightOf()).toBe(true);
    const off = await post<AdminOverseaOption>(
      '/admin/oversea/option',
      { overseaOptionId: NQ, overnightAllowed: false },
      admin.accessToken,
    );
    expect(off.body.data!.overnightAllowed).toBe(false);
    expect(await overnightOf()).toBe(false);
    await post('/admin/oversea/option', { overseaOptionId: NQ, overnightAllowed: true }, admin.accessToken);
    expect(await overnightOf()).toBe(true);
  });

  it('revoked while a player keeps a position overnight, still lets them let go of it', async () => {
    await post(
      '/admin/oversea/option',
      { overseaOptionId: NQ, isPlay: true, isStop: false },
      admin.accessToken,
    );
    // demo3, whose money no other test here holds: keeping overnight holds the margin a second time.
    const demo3 = await login(app, 'demo3');
    const bought = await post(
      '/oversea/order',
      { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 1 },
      demo3.accessToken,
    );
    expect(bought.statusCode).toBe(200);
    const positions = await api<{ id: number }[]>(app, demo3.accessToken, 'GET', '/oversea/open_position');
    const position = positions.body.data![0]!;
    const keep = (isActive: boolean) =>
      post('/oversea/overnight', { overseaPositionId: position.id, isActive }, demo3.accessToken);
    const kept = await keep(true);
    expect([kept.statusCode, errorOf(kept.body)]).toEqual([200, undefined]);
    await post('/admin/oversea/option', { overseaOptionId: NQ, overnightAllowed: false }, admin.accessToken);
    try {
      expect((await keep(false)).statusCode).toBe(200);
      expect(errorOf((await keep(true)).body)?.code).toBe('OVERNIGHT_UNAVAILABLE');
    } finally {
      await post('/admin/oversea/option', { overseaOptionId: NQ, overnightAllowed: true }, admin.accessToken);
    }
  });
});

describe('the audit log', () => {
  it('keeps every change with the option before and after, and the refusals', async () => {
    const { body } = await api<Page<AdminAuditEntry>>(
      app,
      admin.accessToken,
      'GET',
      '/admin/audit',
      undefined,
      '&size=100',
    );
    const entries = body.data!.content;
    const ok = (action: string) => entries.filter((e) => e.action === action && e.status === 200).reverse();
    const trade = ok('POST /api/admin/trade/option');
    expect(trade[0]).toMatchObject({
      admin: 'admin',
      request: { tradeOptionId: btcR1, isStop: 0 },
      before: { id: btcR1, isStop: 1 },
      after: { status: 200, data: { id: btcR1, isStop: 0 } },
    });
    expect(trade[1]).toMatchObject({
      before: { isStop: 0, payoutRate: '1.95' },
      after: { data: { payoutRate: '1.9' } },
    });
    expect(ok('POST /api/admin/futures/option')[0]).toMatchObject({
      before: { id: BTC, isStop: false, maxLeverage: 125 },
      after: { data: { isStop: true, maxLeverage: 100 } },
    });
    expect(ok('POST /api/admin/oversea/option')[0]).toMatchObject({
      before: { id: NQ, isPlay: true, isStop: false },
      after: { data: { isStop: true, isRest: true } },
    });
    const refusals = entries.filter((e) => e.status === 403).map((e) => [e.admin, e.action]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        ['support9', 'POST /api/admin/trade/option'],
        ['support9', 'POST /api/admin/oversea/option'],
      ]),
    );
    // Site 15's refusals are site 15's.
    const site15 = await api<Page<AdminAuditEntry>>(
      app,
      admin15.accessToken,
      'GET',
      '/admin/audit',
      undefined,
      '',
      SITE15,
    );
    expect(site15.body.data!.content.map((e) => [e.admin, e.action, e.status])).toContainEqual([
      'admin',
      'POST /api/admin/futures/option',
      403,
    ]);
  });
});
