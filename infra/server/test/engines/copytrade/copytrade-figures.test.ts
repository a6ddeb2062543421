import type { CopyTrader, Page } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { dataOf, tokenOf, type FuturesApp } from '../futures/futures-helper.js';
import {
  copyAppPerTest,
  copytrade,
  follow,
  followBody,
  roundTrip,
  traderIdOf,
  MANY_STEPS_MS,
} from './copytrade-helper.js';

const open = copyAppPerTest();

/** Moves a trader's fills back in time (as if booked `days` ago), by their fill time. */
const age = (t: FuturesApp, orderIds: number[], days: number) =>
  t.app.db.query(
    `UPDATE futures_order SET filled_at = filled_at - make_interval(days => $2) WHERE id = ANY ($1::int[])`,
    [orderIds, days],
  );

describe('trader figures over 7, 30 and 90 days from the booked fills (issue 30.9)', () => {
  it(
    'computes ROI, PnL, maximum drawdown, win rate, followers’ PnL and assets under copy per period, and sorts by them',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      await follow(t, demo2, followBody(traderId, { multiplyPer: 100, maxBet: '800', oneMaxBet: '400' }));
      // A win (65,000 -> 66,000), then a loss (66,000 -> 65,500), then a win (65,500 -> 66,500).
      await roundTrip(t, trader, 6_500_000, 6_600_000);
      // The trader's fills and demo2's copies of them.
      const older = await t.app.db.query<{ id: number }>(
        `SELECT order_id AS id FROM copytrade_fill WHERE trader_id = $1
       UNION ALL SELECT follower_order_id FROM copytrade_order`,
        [traderId],
      );
      await roundTrip(t, trader, 6_600_000, 6_550_000);
      await roundTrip(t, trader, 6_550_000, 6_650_000);
      // The first round trip 40 days ago: in 90 days only.
      await age(
        t,
        older.map((row) => row.id),
        40,
      );

      const page = dataOf(
        await copytrade<CopyTrader>(t.app, demo2, 'GET', '/trader', undefined, `&traderId=${traderId}`),
      );
      const [d7, d30, d90] = page.metrics;
      expect([d7?.days, d30?.days, d90?.days]).toEqual([7, 30, 90]);
      // Fees 0.04 % a fill. 7 and 30 days: -5 - 0.264 - 0.262 and +10 - 0.262 - 0.266.
      expect(d7).toMatchObject({ pnl: '3.946', tradeCount: 2, winRate: '50' });
      expect(d30).toEqual(d7 ? { ...d7, days: 30 } : undefined);
      expect(d90).toMatchObject({ pnl: '13.422', tradeCount: 3, winRate: '66.66' });
      // Margin at 20x: 0.01 x 66,000 / 20 = 33 and 32.75: 65.75; ROI 3.946 / 65.75 = 6.00 %.
      expect(d7?.roi).toBe('6');
      // The curve from 65.75: -0.264 (open), -5.262 (close), -0.262 (open): 59.962 at the bottom, 8.80 % below
      // the peak (65.75, where it began), then +9.734.
      expect(d7?.maxDrawdown).toBe('8.8');
      // demo2 copied every fill at the same size: the same PnL per period.
      expect([d7?.followerPnl, d90?.followerPnl]).toEqual(['3.946', '13.422']);
      expect(page).toMatchObject({
        pnl: '13.422',
        tradeCount: 3,
        followerPnl: '13.422',
        assetsUnderCopy: '800',
      });

      // A second trader, demo3, won 20 USDT 40 days ago: first by 90-day PnL, second by 7-day PnL.
      await t.app.db.query(`UPDATE app_user SET role = 'TRADER' WHERE username = 'demo3' AND site_id = 1`);
      await t.app.copytrade.mirror.refreshTraders();
      const demo3 = await tokenOf(t.app, 'demo3');
      const demo3Trader = await traderIdOf(t, 'demo3');
      await roundTrip(t, demo3, 6_500_000, 6_700_000);
      const demo3Fills = await t.app.db.query<{ id: number }>(
        `SELECT order_id AS id FROM copytrade_fill WHERE trader_id = $1`,
        [demo3Trader],
      );
      await age(
        t,
        demo3Fills.map((row) => row.id),
        40,
      );
      const ranked = async (query: string) =>
        dataOf(
          await copytrade<Page<CopyTrader>>(t.app, demo2, 'GET', '/trader/list', undefined, query),
        ).content.map((each) => each.id);
      expect(await ranked('&sort=PNL&period=7')).toEqual([traderId, demo3Trader]);
      expect(await ranked('&sort=PNL&period=90')).toEqual([demo3Trader, traderId]);
      expect(await ranked('&sort=PNL')).toEqual([demo3Trader, traderId]);
      expect(await ranked('&sort=WIN_RATE&period=90')).toEqual([demo3Trader, traderId]);
      expect(await ranked('&sort=WIN_RATE&period=7')).toEqual([traderId, demo3Trader]);
      expect(await ranked('&sort=MDD&period=90')).toEqual([demo3Trader, traderId]);
      expect(await ranked('&sort=FOLLOWER_PNL&period=30')).toEqual([traderId, demo3Trader]);
      expect(await ranked('&sort=AUC')).toEqual([traderId, demo3Trader]);
      const wrong = await copytrade(t.app, demo2, 'GET', '/trader/list', undefined, '&period=14');
      expect(wrong.statusCode).toBe(400);
    },
    MANY_STEPS_MS,
  );
});
