import type { Page, PartnerProfit } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { bearer, call, HOSTS } from '../../helper.js';
import { dataOf, ETH, futures, moveTo, tokenOf, type FuturesApp } from '../futures/futures-helper.js';
import {
  copyAppPerTest,
  follow,
  followBody,
  positionsOf,
  traderOrder,
  MANY_STEPS_MS,
} from './copytrade-helper.js';

const open = copyAppPerTest();

const profitsOf = async (t: FuturesApp, token: string, query: string) =>
  dataOf(
    await call<Page<PartnerProfit>>(t.app, {
      method: 'GET',
      url: `/api/partner_profit/my_list?siteInfoId=1${query}`,
      headers: { host: HOSTS.main, ...bearer(token) },
    }),
  ).content;

describe('futures and copy trading results in the partner profit lists (issue 30.11)', () => {
  it(
    "shares what the house won on a referred player's futures fills and copies, once, by kind",
    async () => {
      const { t, trader, traderId } = await open();
      const [ref1, partner1, admin] = await Promise.all(
        ['ref1', 'partner1', 'admin'].map((u) => tokenOf(t.app, u)),
      );
      // ref1 (partner1's, 30 %) copies trader1's BTC, and trades ETH of their own.
      await follow(t, ref1!, followBody(traderId, { multiplyPer: 100 }));
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      await moveTo(t, 'BTCUSDT', 6_400_000);
      const [led] = await positionsOf(t, trader);
      await traderOrder(t, trader, { tradeType: 'S', futuresPositionId: led!.id });
      // The copy: -10 realized, 0.26 and 0.256 of fees: the house won 10.516.
      const eth = t.app.market.bus.last('ETHUSDT')!.price;
      dataOf(
        await futures(t.app, ref1!, 'POST', '/order', {
          futuresOptionId: ETH,
          marketType: 'MARKET',
          tradeType: 'B',
          qty: '1',
        }),
      );
      await moveTo(t, 'ETHUSDT', eth - 5_000);
      const [own] = await positionsOf(t, ref1!);
      dataOf(
        await futures(t.app, ref1!, 'POST', '/order', {
          futuresOptionId: ETH,
          marketType: 'MARKET',
          tradeType: 'S',
          futuresPositionId: own!.id,
        }),
      );

      const run = async () =>
        dataOf(
          await call<{ paid: number }>(t.app, {
            method: 'POST',
            url: '/api/admin/partner_profit/run?siteInfoId=1',
            headers: { host: HOSTS.main, ...bearer(admin!) },
            payload: {},
          }),
        ).paid;
      expect(await run()).toBe(2);
      expect(await run()).toBe(0);
      const [copied] = await profitsOf(t, partner1!, '&typeStrs=COPYTRADE');
      expect(copied).toMatchObject({
        type: 'COPYTRADE',
        player: 'ref1',
        base: '10.516',
        rate: 0.3,
        currency: 'USDT',
      });
      expect(copied?.point).toBe('3.1548');
      const [traded] = await profitsOf(t, partner1!, '&typeStrs=FUTURES');
      // 1 ETH down 50 USDT, with the two fees: what the house won.
      expect(traded).toMatchObject({ type: 'FUTURES', player: 'ref1', wallet: 'USDT' });
      expect(Number(traded?.base)).toBeGreaterThan(50);
      expect((await profitsOf(t, partner1!, '')).map((each) => each.type).sort()).toEqual([
        'COPYTRADE',
        'FUTURES',
      ]);
      const totals = await t.app.repos.ledger.totalsPerAsset();
      expect([...totals.values()].every((total) => total === 0n)).toBe(true);
    },
    MANY_STEPS_MS,
  );
});
