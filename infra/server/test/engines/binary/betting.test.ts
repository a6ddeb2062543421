import type { Bet, TradeRound } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roundWindowAt } from '../../../src/engines/binary/rules.js';
import { bearer, call, HOSTS } from '../../helper.js';
import {
  binaryBalance,
  createPlayers,
  buildTradeApp,
  get,
  ledgerTotals,
  newKey,
  placeBet,
  tokenOf,
  USDT,
  type TradeApp,
} from './trade-helper.js';

/** Saturday 2024-01-06 12:00:05 in Seoul: crypto trades, FX and gold rest. */
const SATURDAY = Date.UTC(2024, 0, 6, 3, 0, 5);

let t: TradeApp;
let demo1: string;
let round: TradeRound;
let btcR1: number;

async function snapshot() {
  const [{ count } = { count: -1 }] = await t.app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM binary_bet',
  );
  const [{ transfers } = { transfers: -1 }] = await t.app.db.query<{ transfers: number }>(
    'SELECT count(*)::int AS transfers FROM transfer',
  );
  return {
    count,
    transfers,
    balance: await binaryBalance(t.app, 'demo1'),
    totals: await ledgerTotals(t.app),
  };
}

beforeAll(async () => {
  t = await buildTradeApp({ start: SATURDAY });
  await t.clock.idle();
  demo1 = await tokenOf(t.app, 'demo1');
  btcR1 = (await t.app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
  round = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
});
afterAll(() => t.app.close());

describe('refusals move nothing', () => {
  const cases: Array<[string, () => Promise<{ statusCode: number; body: unknown }>, number, string]> = [
    [
      'zero stake',
      () => placeBet(t.app, demo1, { point: '0', tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'BET_TOO_SMALL',
    ],
    [
      'below the minimum',
      () => placeBet(t.app, demo1, { point: '4', tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'BET_TOO_SMALL',
    ],
    [
      'negative stake',
      () => placeBet(t.app, demo1, { point: '-5', tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'VALIDATION',
    ],
    [
      'negative number',
      () => placeBet(t.app, demo1, { point: -5, tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'VALIDATION',
    ],
    [
      'not a multiple of the unit',
      () => placeBet(t.app, demo1, { point: '5.5', tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'BET_UNIT_MISMATCH',
    ],
    [
      'more decimals than USDT has',
      () => placeBet(t.app, demo1, { point: '5.0000001', tradeRoundId: round.tradeRoundId, type: 'B' }),
      400,
      'BET_UNIT_MISMATCH',
    ],
    [
      'over the balance',
      () => placeBet(t.app, demo1, { point: '10001', tradeRoundId: round.tradeRoundId, type: 'S' }),
      400,
      'INSUFFICIENT_BALANCE',
    ],
    [
      'unknown round',
      () => placeBet(t.app, demo1, { point: '5', tradeRoundId: 999_999, type: 'B' }),
      404,
      'ROUND_NOT_FOUND',
    ],
    [
      'bad side',
      () => placeBet(t.app, demo1, { point: '5', tradeRoundId: round.tradeRoundId, type: 'X' as 'B' }),
      400,
      'VALIDATION',
    ],
    [
      'a malformed idempotency key',
      () => placeBet(t.app, demo1, { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' }, 'two words'),
      400,
      'VALIDATION',
    ],
    [
      'no login',
      () =>
        call(t.app, {
          method: 'POST',
          url: '/api/trade/history/betting?siteInfoId=1',
          headers: { host: HOSTS.main, 'idempotency-key': 'x1' },
          payload: { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' },
        }),
      401,
      'UNAUTHORIZED',
    ],
  ];
  for (const [name, attempt, status, code] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const before = await snapshot();
      const { statusCode, body } = await attempt();
      expect(statusCode).toBe(status);
      expect(isApiFailure(body as never) && (body as { error: { code: string } }).error.code).toBe(code);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('a player blocked (DENY) mid-session: 403 ACCOUNT_DENIED', async () => {
    const deny = await tokenOf(t.app, 'demo3');
    const playerId = (await t.app.repos.users.findByUsername(1, 'demo3'))!.id;
    const blocked = await call(t.app, {
      method: 'POST',
      url: '/api/admin/player/access?siteInfoId=1',
      headers: bearer(await tokenOf(t.app, 'admin')),
      payload: { playerId, status: 'DENY' },
    });
    expect(blocked.statusCode).toBe(200);
    const before = await snapshot();
    const { statusCode, body } = await placeBet(t.app, deny, {
      point: '5',
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    expect(statusCode).toBe(403);
    expect(isApiFailure(body) && body.error).toMatchObject({
      code: 'ACCOUNT_DENIED',
      message: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a stopped option: 400 OPTION_STOPPED (isStop 0), and the English message on site 15', async () => {
    await t.app.repos.binary.setFlags(btcR1, { isStop: 0 });
    const before = await snapshot();
    const { statusCode, body } = await placeBet(t.app, demo1, {
      point: '5',
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    expect(statusCode).toBe(400);
    expect(isApiFailure(body) && body.error.code).toBe('OPTION_STOPPED');
    expect(await snapshot()).toEqual(before);
    await t.app.repos.binary.setFlags(btcR1, { isStop: 1 });
    const english = await call(t.app, {
      method: 'POST',
      url: '/api/trade/history/betting?siteInfoId=15',
      headers: {
        host: HOSTS.site15,
        ...bearer(await tokenOf(t.app, 'demo1', 15)),
        'idempotency-key': newKey(),
      },
      payload: { point: '1', tradeRoundId: round.tradeRoundId, type: 'B' },
    });
    expect(isApiFailure(english.body) && english.body.error.message).toBe(
      'The investment amount is too small.',
    );
    const unit = await call(t.app, {
      method: 'POST',
      url: '/api/trade/history/betting?siteInfoId=15',
      headers: {
        host: HOSTS.site15,
        ...bearer(await tokenOf(t.app, 'demo1', 15)),
        'idempotency-key': newKey(),
      },
      payload: { point: '5.5', tradeRoundId: round.tradeRoundId, type: 'B' },
    });
    expect(isApiFailure(unit.body) && unit.body.error.message).toBe(
      'Please match the minimum unit of the amount.',
    );
  });

  it('a resting market: 400 MARKET_CLOSED (EURUSD on a Saturday)', async () => {
    const eur = (await t.app.repos.binary.options()).find((o) => o.stock === 'EURUSD' && o.type === 'B1')!;
    const resting = await t.app.repos.binary.openRound({
      tradeOptionId: eur.id,
      stock: 'EURUSD',
      precision: 5,
      ...roundWindowAt(t.clock.now(), 60, 30),
    });
    const before = await snapshot();
    const { statusCode, body } = await placeBet(t.app, demo1, {
      point: '5',
      tradeRoundId: resting.id,
      type: 'B',
    });
    expect(statusCode).toBe(400);
    expect(isApiFailure(body) && body.error.code).toBe('MARKET_CLOSED');
    expect(await snapshot()).toEqual(before);
    const option = await get<{ isRest: boolean }>(
      t.app,
      `/api/trade/option?siteInfoId=1&tradeOptionId=${eur.id}`,
    );
    expect(option.isRest).toBe(true);
  });

  it('a locked round: 400 ROUND_CLOSED', async () => {
    await t.clock.advanceTo(round.lockAt);
    const before = await snapshot();
    const { statusCode, body } = await placeBet(t.app, demo1, {
      point: '5',
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    expect(statusCode).toBe(400);
    expect(isApiFailure(body) && body.error.code).toBe('ROUND_CLOSED');
    expect(await snapshot()).toEqual(before);
    await t.clock.advanceTo(round.closeAt + 1_000);
    const settled = await placeBet(t.app, demo1, { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' });
    expect(isApiFailure(settled.body) && settled.body.error.code).toBe('ROUND_CLOSED');
  });
});

describe('idempotent betting', () => {
  it('a replay returns the same bet and moves nothing; the same key with another body is 409', async () => {
    const open = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
    expect(open.phase).toBe('OPEN');
    const key = newKey();
    const body = { point: '12', tradeRoundId: open.tradeRoundId, type: 'S' as const };
    const before = await binaryBalance(t.app, 'demo1');
    const first = await placeBet(t.app, demo1, body, key);
    expect(first.statusCode).toBe(200);
    const afterFirst = await snapshot();
    expect(afterFirst.balance).toBe(before - 12n * USDT);
    const again = await placeBet(t.app, demo1, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.body as { data: Bet }).data).toEqual((first.body as { data: Bet }).data);
    expect(await snapshot()).toEqual(afterFirst);
    const [a, b] = await Promise.all([placeBet(t.app, demo1, body, key), placeBet(t.app, demo1, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await snapshot()).toEqual(afterFirst);
    const conflict = await placeBet(t.app, demo1, { ...body, point: '13' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(isApiFailure(conflict.body) && conflict.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('without a key (the spec has none) each request is its own bet', async () => {
    // Another option than the tests around, so their counts of BTC bets stay theirs.
    const ethR1 = (await t.app.repos.binary.options()).find(
      (o) => o.stock === 'ETHUSDT' && o.type === 'R1',
    )!.id;
    const open = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${ethR1}`);
    const body = { point: '6', tradeRoundId: open.tradeRoundId, type: 'B' as const };
    const before = await binaryBalance(t.app, 'demo1');
    const [first, second] = [
      await placeBet(t.app, demo1, body, null),
      await placeBet(t.app, demo1, body, null),
    ];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const ids = [first.body, second.body].map((b) => (b as { data: Bet }).data.id);
    expect(new Set(ids).size).toBe(2);
    expect(await binaryBalance(t.app, 'demo1')).toBe(before - 12n * USDT);
  });

  it('concurrent distinct bets each book once', async () => {
    const open = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
    const before = await binaryBalance(t.app, 'demo1');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeBet(t.app, demo1, { point: '5', tradeRoundId: open.tradeRoundId, type: i % 2 ? 'B' : 'S' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await binaryBalance(t.app, 'demo1')).toBe(before - 100n * USDT);
  });
});

describe('history calls', () => {
  it('lists my bets with filters, LIST or PAGE, and refuses another playerId', async () => {
    const page = await get<{ content: Bet[]; totalElements: number }>(
      t.app,
      '/api/trade/history/list?siteInfoId=1&typeStrs=S&statusStrs=0&page=1&size=5',
      demo1,
    );
    expect(page.content.length).toBeLessThanOrEqual(5);
    expect(page.content.every((b) => b.type === 'S' && b.status === 0)).toBe(true);
    expect(page.totalElements).toBeGreaterThanOrEqual(11);
    const list = await get<Bet[]>(
      t.app,
      '/api/trade/history/list?siteInfoId=1&resultType=LIST&tradeTypeStrs=R1&size=3',
      demo1,
    );
    expect(list).toHaveLength(3);
    const running = await get<Bet[]>(
      t.app,
      `/api/trade/history/current_for_option?siteInfoId=1&tradeOptionId=${btcR1}`,
      demo1,
    );
    expect(running.length).toBe(21);
    const demo2 = await tokenOf(t.app, 'demo2');
    expect(await get<Bet[]>(t.app, '/api/trade/history/list?siteInfoId=1&resultType=LIST', demo2)).toEqual(
      [],
    );
    const me = await t.app.repos.users.findByUsername(1, 'demo1');
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/trade/history/list?siteInfoId=1&playerId=${me!.id + 1}`,
      headers: { host: HOSTS.main, ...bearer(demo1) },
    });
    expect(other.statusCode).toBe(403);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/trade/history/list?siteInfoId=1&statusStrs=7',
      headers: { host: HOSTS.main, ...bearer(demo1) },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('option list filters by isPlay, typeArray and stockPrefix', async () => {
    const all = await get<Array<{ stock: string; type: string; isPlay: number; isStop: number }>>(
      t.app,
      '/api/trade/option/list?siteInfoId=1',
    );
    expect(all.length).toBe(19);
    const bx = await get<unknown[]>(t.app, '/api/trade/option/list?siteInfoId=1&stockPrefix=BX&isPlay=1');
    expect(bx.length).toBe(19);
    const eth = await get<Array<{ stock: string; type: string }>>(
      t.app,
      '/api/trade/option/list?siteInfoId=1&stockPrefix=ETH&typeArray=R1,B1',
    );
    expect(eth.map((o) => `${o.stock} ${o.type}`)).toEqual(['ETHUSDT R1', 'ETHUSDT B1']);
    const page = await get<{ content: unknown[]; totalElements: number }>(
      t.app,
      '/api/trade/option/list?siteInfoId=1&resultType=PAGE&typeArray=R.5',
    );
    expect(page.totalElements).toBe(1);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/trade/option/list?siteInfoId=1&typeArray=R9',
      headers: { host: HOSTS.main },
    });
    expect(bad.statusCode).toBe(400);
  });
});

// Last in the file: they move the clock past the round's lock.
describe('retries of a booked bet', () => {
  it('a retry beside a new bet in one batch costs nothing: the new bet books on what is left', async () => {
    const [player] = await createPlayers(t.app, `retry${Date.now()}`, [10n * USDT]);
    const open = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
    const bet = (key: string) => ({
      userId: player!,
      key,
      input: { tradeRoundId: open.tradeRoundId, type: 'B' as const, point: '5' },
    });
    expect(await t.app.binary.placeBets([bet('first')])).toEqual({ accepted: 1, refused: [] });
    // 5 USDT left: the retry of "first" and the new "second" together stake 10, but the retry moves nothing.
    expect(await t.app.binary.placeBets([bet('first'), bet('second')])).toEqual({ accepted: 1, refused: [] });
    const [{ balance } = { balance: '' }] = await t.app.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_account WHERE user_id = $1 AND wallet = 'BINARY'`,
      [player],
    );
    expect(BigInt(balance)).toBe(0n);
  });

  it('a retry after the round locked answers the stored bet, not ROUND_CLOSED', async () => {
    const open = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
    const key = newKey();
    const body = { point: '5', tradeRoundId: open.tradeRoundId, type: 'B' as const };
    const first = await placeBet(t.app, demo1, body, key);
    expect(first.statusCode).toBe(200);
    await t.clock.advanceTo(open.lockAt);
    const before = await snapshot();
    const again = await placeBet(t.app, demo1, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.body as { data: Bet }).data).toEqual((first.body as { data: Bet }).data);
    expect(await snapshot()).toEqual(before);
    const fresh = await placeBet(t.app, demo1, body);
    expect(isApiFailure(fresh.body) && fresh.body.error.code).toBe('ROUND_CLOSED');
  });
});
