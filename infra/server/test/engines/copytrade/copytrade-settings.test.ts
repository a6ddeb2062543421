import type { CopyFollow, CopyTrader, FuturesLeverage, Page, CopyTraderTrade } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import {
  BTC,
  checkFuturesMoney,
  dataOf,
  futures,
  moveTo,
  type FuturesApp,
} from '../futures/futures-helper.js';
import {
  copyAppPerTest,
  copytrade,
  follow,
  followBody,
  positionsOf,
  recordsOf,
  traderOrder,
  MANY_STEPS_MS,
} from './copytrade-helper.js';

const open = copyAppPerTest();

const settingOf = async (t: FuturesApp, token: string) =>
  dataOf(
    await futures<FuturesLeverage>(
      t.app,
      token,
      'GET',
      '/history/last_leverage',
      undefined,
      `&futuresOptionId=${BTC}`,
    ),
  );

describe("a copy and the follower's own futures settings (issue 30.5, 29.4)", () => {
  it(
    "opens at the follower's own margin type and leverage, and leaves the setting their futures page shows",
    async () => {
      const { t, trader, demo2, traderId } = await open();
      // demo2 trades BTC isolated at 125x; trader1 at cross 10x.
      dataOf(
        await futures(t.app, demo2, 'POST', '/order/margin_type', {
          futuresOptionId: BTC,
          marginType: 'ISOLATED',
        }),
      );
      dataOf(await futures(t.app, demo2, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 125 }));
      dataOf(await futures(t.app, trader, 'POST', '/order/leverage', { futuresOptionId: BTC, leverage: 10 }));
      await follow(t, demo2, followBody(traderId, { multiplyPer: 100 }));

      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      const [copied] = await positionsOf(t, demo2);
      expect([copied?.qty, copied?.leverage, copied?.marginType]).toEqual(['0.01', 125, 'ISOLATED']);
      // 0.01 BTC at 65,000 and 125x: 5.2 USDT of margin, as the follower's own order would hold.
      expect(copied?.margin).toBe('5.2');
      expect(await settingOf(t, demo2)).toMatchObject({ leverage: 125, marginType: 'ISOLATED' });
      const [record] = await recordsOf(t, demo2);
      expect(record).toMatchObject({ status: 'FILLED', margin: '5.2' });

      // After the follow, the next order of their own goes out at the setting they saw.
      const [position] = await positionsOf(t, trader);
      await traderOrder(t, trader, { tradeType: 'S', futuresPositionId: position!.id });
      dataOf(await copytrade(t.app, demo2, 'POST', '/follower/unfollow', {}));
      await traderOrder(t, demo2, { tradeType: 'B', qty: '0.01' });
      const [own] = await positionsOf(t, demo2);
      expect([own?.leverage, own?.marginType]).toEqual([125, 'ISOLATED']);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );
});

describe("the follower's copy PnL counts fees as the trader's does (issue 30.6)", () => {
  it(
    'shows each copy with its fee and its PnL after fees, and a follow PnL equal to the trader PnL at the same size',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      await follow(t, demo2, followBody(traderId, { multiplyPer: 100 }));
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      await moveTo(t, 'BTCUSDT', 6_600_000);
      const [position] = await positionsOf(t, trader);
      await traderOrder(t, trader, { tradeType: 'S', futuresPositionId: position!.id });

      // The open: 0.01 x 65,000 x 0.04 % = 0.26 of fee; the close: 10 realized, 0.264 of fee.
      const [closed, opened] = await recordsOf(t, demo2);
      expect(opened).toMatchObject({ kind: 'OPEN', realizedPnl: null, fee: '0.26', pnl: '-0.26' });
      expect(closed).toMatchObject({ kind: 'CLOSE', realizedPnl: '10', fee: '0.264', pnl: '9.736' });

      // The trader's page: its trades and its PnL, fees included; the follow's PnL the same at the same size.
      const trades = dataOf(
        await copytrade<Page<CopyTraderTrade>>(
          t.app,
          demo2,
          'GET',
          '/history/trader',
          undefined,
          `&traderId=${traderId}`,
        ),
      );
      expect(trades.content.map((each) => each.pnl)).toEqual(['9.736', '-0.26']);
      const mine = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'GET', '/follower'));
      const page = dataOf(
        await copytrade<CopyTrader>(t.app, demo2, 'GET', '/trader', undefined, `&traderId=${traderId}`),
      );
      expect([mine.pnl, page.pnl, page.followerPnl]).toEqual(['9.476', '9.476', '9.476']);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );
});
