import {
  GAME_STATUS,
  type Partner,
  type PartnerPlayer,
  type PartnerProfit,
  type TradeRound,
} from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sharesOf } from '../../../src/services/partner-service.js';
import {
  buildTradeApp,
  get,
  placeBet,
  T0,
  tokenOf,
  type TradeApp,
} from '../../engines/binary/trade-helper.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';

type Page<T> = { content: T[]; totalElements: number };

let t: TradeApp;
let partner1: string;
let admin: string;
let demo1: string;
let btcR1: number;

beforeAll(async () => {
  t = await buildTradeApp({ start: T0 + 1_000 });
  await t.clock.idle();
  partner1 = await tokenOf(t.app, 'partner1');
  admin = await tokenOf(t.app, 'admin');
  demo1 = await tokenOf(t.app, 'demo1');
  btcR1 = (await t.app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
});
afterAll(() => t.app.close());

function post<T>(url: string, payload: object, token: string) {
  return call<T>(t.app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token) },
    payload,
  });
}

function read<T>(url: string, token?: string) {
  return call<T>(t.app, {
    method: 'GET',
    url,
    headers: { host: HOSTS.main, ...(token === undefined ? {} : bearer(token)) },
  });
}

async function usdtOf(username: string): Promise<bigint> {
  const [row] = await t.app.db.query<{ balance: string }>(
    `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
     WHERE u.username = $1 AND u.site_id = 1 AND a.wallet = 'USDT'`,
    [username],
  );
  return BigInt(row!.balance);
}

const newPartner = (over: object = {}) => ({
  username: 'sub1',
  password: 'demo1234',
  name: 'Sub One',
  phone: '010-5100-0001',
  code: 'sub1',
  shareRate: 0.1,
  ...over,
});

describe('the share of each partner up the tree', () => {
  it('pays each its rate less the highest below it, the tree together the top rate', () => {
    const link = (partnerId: number, shareRate: number) => ({ partnerId, userId: partnerId, shareRate });
    expect(sharesOf([link(1, 0.1), link(2, 0.3), link(3, 0.35)]).map((s) => [s.partnerId, s.rate])).toEqual([
      [1, 0.1],
      [2, 0.2],
      [3, 0.05],
    ]);
    // A parent at or below its child's rate earns nothing from that child's players.
    expect(sharesOf([link(1, 0.3), link(2, 0.2), link(3, 0.4)]).map((s) => [s.partnerId, s.rate])).toEqual([
      [1, 0.3],
      [3, 0.1],
    ]);
  });
});

describe('partners and their tree', () => {
  it('refuses visitors, players, rates above the parent and taken codes, creating nothing', async () => {
    const partners = async () =>
      (await t.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM partner'))[0]!.count;
    const before = await partners();
    expect((await read('/api/partner?siteInfoId=1')).statusCode).toBe(401);
    for (const url of [
      '/api/partner?siteInfoId=1',
      '/api/partner/list?siteInfoId=1',
      '/api/partner_profit/my_list?siteInfoId=1',
    ]) {
      const player = await read(url, demo1);
      expect([player.statusCode, errorOf(player.body)?.code], url).toEqual([403, 'NO_PERMISSION']);
    }
    const byPlayer = await post('/api/partner', newPartner(), demo1);
    expect(byPlayer.statusCode).toBe(403);
    const above = await post('/api/partner', newPartner({ shareRate: 0.31 }), partner1);
    expect(errorOf(above.body)).toMatchObject({
      code: 'PARTNER_RATE_ABOVE_PARENT',
      message: '하위 파트너의 요율은 상위 파트너의 요율보다 높을 수 없습니다.',
    });
    const taken = await post('/api/partner', newPartner({ code: 'partner1' }), partner1);
    expect(errorOf(taken.body)?.code).toBe('PARTNER_CODE_DUPLICATE');
    const takenLogin = await post('/api/partner', newPartner({ username: 'demo1' }), partner1);
    expect(errorOf(takenLogin.body)?.code).toBe('USERNAME_DUPLICATE');
    for (const bad of [
      newPartner({ shareRate: 1.5 }),
      newPartner({ code: 'a b' }),
      { ...newPartner(), extra: 1 },
    ]) {
      expect((await post('/api/partner', bad, partner1)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const badStatus = await read('/api/partner/list?siteInfoId=1&statusStrs=1,2', partner1);
    expect(badStatus.statusCode).toBe(400);
    expect(await partners()).toBe(before);
  });

  it('lets a partner see itself, create a sub-partner below it, and list its children', async () => {
    const own = await read<Partner>('/api/partner?siteInfoId=1', partner1);
    expect(own.body.data).toMatchObject({
      code: 'partner1',
      level: 1,
      parentId: null,
      shareRate: 0.3,
      playerCount: 1,
    });
    const created = await post<Partner>('/api/partner', newPartner(), partner1);
    expect(created.body.data).toMatchObject({
      code: 'sub1',
      username: 'sub1',
      level: 2,
      parentId: own.body.data!.id,
      shareRate: 0.1,
      status: 'NORMAL',
    });
    const list = await read<Partner[]>(
      '/api/partner/list?siteInfoId=1&resultType=LIST&statusStrs=NORMAL',
      partner1,
    );
    expect(list.body.data!.map((p) => p.code)).toEqual(['sub1']);
    // A sub-partner sees below itself only.
    const sub1 = await tokenOf(t.app, 'sub1');
    const up = await read(`/api/partner?siteInfoId=1&id=${own.body.data!.id}`, sub1);
    expect([up.statusCode, errorOf(up.body)?.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
    const players = await read<Page<PartnerPlayer>>('/api/partner/players?siteInfoId=1', partner1);
    expect(players.body.data!.content.map((p) => p.username)).toEqual(['ref1']);
    // The operator sees the site's top partners.
    const top = await read<Partner[]>('/api/partner/list?siteInfoId=1', admin);
    expect(top.body.data!.map((p) => p.code)).toEqual(['partner1']);
  });
});

describe('profits', () => {
  async function current(): Promise<TradeRound> {
    return get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${btcR1}`);
  }

  it('pays partners their share of what the house won from their players, once, and nothing of what it lost', async () => {
    // demo3 joined through sub1; ref1 through partner1 (the seed).
    await t.app.db.query(
      "UPDATE app_user SET referrer_partner_id = (SELECT id FROM partner WHERE code = 'sub1') WHERE username = 'demo3' AND site_id = 1",
    );
    const [ref1, demo3] = [await tokenOf(t.app, 'ref1'), await tokenOf(t.app, 'demo3')];
    const before = { partner1: await usdtOf('partner1'), sub1: await usdtOf('sub1') };

    t.source.set('BTCUSDT', 6_500_000);
    const round = await current();
    for (const [token, point] of [
      [ref1, '10'],
      [demo3, '20'],
      [demo1, '5'],
    ] as const) {
      expect(
        (await placeBet(t.app, token, { point, tradeRoundId: round.tradeRoundId, type: 'B' })).statusCode,
      ).toBe(200);
    }
    await t.clock.advanceTo(round.lockAt + 600);
    t.source.set('BTCUSDT', 6_499_000);
    await t.clock.advanceTo(round.closeAt + 600);
    expect(
      (await get<TradeRound>(t.app, `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`))
        .winner,
    ).toBe('S');

    const byPlayer = await post('/api/admin/partner_profit/run', {}, partner1);
    expect(byPlayer.statusCode).toBe(403);
    const run = await post<{ paid: number }>('/api/admin/partner_profit/run', {}, admin);
    expect(run.body.data!.paid).toBe(3);
    // partner1: 30 % of ref1's 10 and 30 - 10 % of demo3's 20; sub1: 10 % of demo3's 20.
    expect(await usdtOf('partner1')).toBe(before.partner1 + 7_000_000n);
    expect(await usdtOf('sub1')).toBe(before.sub1 + 2_000_000n);
    const again = await post<{ paid: number }>('/api/admin/partner_profit/run', {}, admin);
    expect(again.body.data!.paid).toBe(0);
    expect(await usdtOf('partner1')).toBe(before.partner1 + 7_000_000n);

    const mine = await read<Page<PartnerProfit>>(
      '/api/partner_profit/my_list?siteInfoId=1&typeStrs=BINARY',
      partner1,
    );
    expect(
      mine.body.data!.content.map((p) => [p.player, p.base, p.rate, p.point, p.currency, p.wallet]).sort(),
    ).toEqual(
      [
        ['demo3', '20', 0.2, '4', 'USDT', 'USDT'],
        ['ref1', '10', 0.3, '3', 'USDT', 'USDT'],
      ].sort(),
    );
    const children = await read<Page<PartnerProfit>>(
      '/api/partner_profit/my_list?siteInfoId=1&isChildren=true',
      partner1,
    );
    expect(children.body.data!.content.map((p) => [p.partnerCode, p.point])).toEqual([['sub1', '2']]);
    const none = await read<Page<PartnerProfit>>(
      '/api/partner_profit/my_list?siteInfoId=1&typeStrs=OVERSEA',
      partner1,
    );
    expect(none.body.data!.totalElements).toBe(0);

    // A round the house loses to ref1 pays the partner nothing.
    const next = await current();
    t.source.set('BTCUSDT', 6_499_000);
    await placeBet(t.app, ref1, { point: '10', tradeRoundId: next.tradeRoundId, type: 'B' });
    await t.clock.advanceTo(next.lockAt + 600);
    t.source.set('BTCUSDT', 6_500_000);
    await t.clock.advanceTo(next.closeAt + 600);
    const lost = await post<{ paid: number }>('/api/admin/partner_profit/run', {}, admin);
    expect(lost.body.data!.paid).toBe(0);
    expect(await usdtOf('partner1')).toBe(before.partner1 + 7_000_000n);

    // A tie gives the stake back: nothing to share, yet the run marks the bet as it does every settled one, so the
    // index of bets not yet shared (which must not name the status a settlement sets) keeps only running bets.
    const tie = await current();
    t.source.set('BTCUSDT', 6_500_000);
    await placeBet(t.app, ref1, { point: '10', tradeRoundId: tie.tradeRoundId, type: 'B' });
    await t.clock.advanceTo(tie.closeAt + 600);
    const tied = await post<{ paid: number }>('/api/admin/partner_profit/run', {}, admin);
    expect(tied.body.data!.paid).toBe(0);
    expect(await usdtOf('partner1')).toBe(before.partner1 + 7_000_000n);
    const unshared = await t.app.db.query<{ status: number }>(
      'SELECT status FROM binary_bet WHERE status <> 0 AND NOT partner_shared',
    );
    expect(unshared).toEqual([]);
    expect(
      (await get<TradeRound>(t.app, `/api/trade/game/round?siteInfoId=1&tradeRoundId=${tie.tradeRoundId}`))
        .status,
    ).toBe(GAME_STATUS.VOID);
    const totals = await t.app.repos.ledger.totalsPerAsset();
    expect([...totals.values()].every((total) => total === 0n)).toBe(true);
  });

  it("shares what the house won on a referred player's overseas position once it is closed", async () => {
    const ref1 = await tokenOf(t.app, 'ref1');
    const moneyOf = async () =>
      BigInt(
        (
          await t.app.db.query<{ balance: string }>(
            `SELECT a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
             WHERE u.username = 'partner1' AND u.site_id = 1 AND a.wallet = 'MONEY'`,
          )
        )[0]!.balance,
      );
    const before = await moneyOf();
    // NQ (option 8): one contract, four ticks (0.25, 6,900 won each) against the player.
    t.source.set('NQ', 2_100_000);
    await t.clock.advance(1_000);
    const order = { overseaOptionId: 8, marketType: 'MARKET', tradeType: 'B', qty: 1 };
    const opened = await post<{ overseaPositionId: number }>('/api/oversea/order', order, ref1);
    expect(opened.statusCode).toBe(200);
    t.source.set('NQ', 2_100_000 - 4 * 25);
    await t.clock.advance(1_000);
    const [position] = (await read<Array<{ id: number }>>('/api/oversea/open_position?siteInfoId=1', ref1))
      .body.data!;
    await post('/api/oversea/order', { ...order, tradeType: 'S', overseaPositionId: position!.id }, ref1);
    await post('/api/admin/partner_profit/run', {}, admin);
    // 30 % of 27,600 won.
    expect(await moneyOf()).toBe(before + 8_280n);
    const rows = await read<Page<PartnerProfit>>(
      '/api/partner_profit/my_list?siteInfoId=1&typeStrs=OVERSEA',
      partner1,
    );
    expect(rows.body.data!.content.map((p) => [p.player, p.base, p.point, p.currency, p.wallet])).toEqual([
      ['ref1', '27600', '8280', 'KRW', 'MONEY'],
    ]);
  });

  it('refuses every trading call to a partner account, and lets it withdraw its profits', async () => {
    const round = await current();
    const bet = await placeBet(t.app, partner1, { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' });
    expect(errorOf(bet.body)?.code).toBe('NO_PERMISSION');
    const order = await post(
      '/api/oversea/order',
      { overseaOptionId: 8, marketType: 'MARKET', tradeType: 'B', qty: 1 },
      partner1,
    );
    expect(errorOf(order.body)?.code).toBe('NO_PERMISSION');
    const bought = await post('/api/dnw/buy/apply', { coinName: 'BTC', point: '10000' }, partner1);
    expect(errorOf(bought.body)?.code).toBe('NO_PERMISSION');
    // It withdraws what it was paid, as a player does.
    const withdrawal = await post<{ status: string; wallet: string }>(
      '/api/dnw/withdraw/apply',
      { point: '5', walletType: 'USDT', address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' },
      partner1,
    );
    expect(withdrawal.body.data).toMatchObject({ status: 'WAIT', wallet: 'USDT' });
    const deposit = await post('/api/dnw/deposit/apply', { point: '10000' }, partner1);
    expect(errorOf(deposit.body)?.code).toBe('NO_PERMISSION');
  });
});
