import type { CopyFollow, Page } from '@bx/contracts';
import { describe, expect, it, vi } from 'vitest';

import { checkFuturesMoney, dataOf, moveTo } from '../futures/futures-helper.js';
import {
  copyAppPerTest,
  copytrade,
  follow,
  followBody,
  mirrored,
  positionsOf,
  recordsOf,
  traderOrder,
  MANY_STEPS_MS,
} from './copytrade-helper.js';

const open = copyAppPerTest();

describe("a follower's portfolio stop-loss (issue 30.10)", () => {
  it(
    'closes every copied position at market and ends the follow once the loss reaches its share of maxBet, with a push',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      const demo2Id = (await t.app.repos.users.findByUsername(1, 'demo2'))!.id;
      const publish = vi.spyOn(t.app.realtime, 'publishToUser');
      // 30 % of a 1,000 USDT maximum: the follow stops at 300 USDT of loss.
      const followed = await follow(
        t,
        demo2,
        followBody(traderId, { multiplyPer: 100, maxBet: '1000', oneMaxBet: '500', stopLossPer: 30 }),
      );
      expect(followed.stopLossPer).toBe(30);
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.1' });
      expect((await positionsOf(t, demo2))[0]?.qty).toBe('0.1');

      // 0.1 BTC from 65,000 to 62,100: -290, and 2.6 of fee: 292.6, short of 300.
      await moveTo(t, 'BTCUSDT', 6_210_000);
      await mirrored(t);
      expect(dataOf(await copytrade<CopyFollow>(t.app, demo2, 'GET', '/follower'))?.status).toBe('FOLLOWING');
      // 62,000: 302.6.
      await moveTo(t, 'BTCUSDT', 6_200_000);
      await mirrored(t);
      expect(await positionsOf(t, demo2)).toEqual([]);
      expect(dataOf(await copytrade(t.app, demo2, 'GET', '/follower'))).toBeNull();
      const [ended] = dataOf(
        await copytrade<Page<CopyFollow>>(t.app, demo2, 'GET', '/follower/list'),
      ).content;
      expect([ended?.status, ended?.endReason]).toEqual(['ENDED', 'STOP_LOSS']);
      expect(Number(ended?.pnl)).toBeLessThan(-300);
      const stopped = publish.mock.calls.find(
        ([userId, , body]) =>
          userId === demo2Id && (body as { type?: string }).type === 'COPYTRADE_STOP_LOSS',
      );
      expect(stopped?.[2]).toMatchObject({ data: { id: followed.id, endReason: 'STOP_LOSS' } });

      // The trader's position is theirs: still open; its close copies nothing to demo2 any more.
      const [led] = await positionsOf(t, trader);
      await traderOrder(t, trader, { tradeType: 'S', futuresPositionId: led!.id });
      expect((await recordsOf(t, demo2)).map((each) => each.kind)).toEqual(['OPEN']);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    'opens no copy whose follow a stop-loss ended while the copy was on its way',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      const { id } = await follow(t, demo2, followBody(traderId, { multiplyPer: 100, stopLossPer: 50 }));
      // The mirror read its followers; the stop-loss ends demo2's follow before demo2's copy is placed.
      const repo = t.app.repos.copytrade;
      const targets = repo.mirrorTargets.bind(repo);
      vi.spyOn(repo, 'mirrorTargets').mockImplementationOnce(async (...args) => {
        const read = await targets(...args);
        await t.app.db.query(
          `UPDATE copytrade_follower SET status = 'ENDED', end_reason = 'STOP_LOSS', ended_at = now() WHERE id = $1`,
          [id],
        );
        return read;
      });
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      expect(await positionsOf(t, demo2)).toEqual([]);
      expect((await recordsOf(t, demo2)).filter((each) => each.status === 'FILLED')).toEqual([]);
      // The fill is done with: nothing left for the sweep to copy later.
      const [fill] = await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM copytrade_fill WHERE NOT mirrored',
      );
      expect(fill?.n).toBe(0);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    'finishes a stop cut short: closes what the ended follow still holds and settles it, once',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      const { id } = await follow(t, demo2, followBody(traderId, { multiplyPer: 100, stopLossPer: 50 }));
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      // As if the instance stopped right after ending the follow.
      await t.app.db.query(
        `UPDATE copytrade_follower SET status = 'ENDED', end_reason = 'STOP_LOSS', ended_at = now() WHERE id = $1`,
        [id],
      );
      await t.app.copytrade.stopLoss.check();
      await mirrored(t);
      expect(await positionsOf(t, demo2)).toEqual([]);
      await t.app.copytrade.stopLoss.check();
      const [row] = await t.app.db.query<{ last: number | null }>(
        'SELECT last_order_id AS last FROM copytrade_follower WHERE id = $1',
        [id],
      );
      expect(row?.last).not.toBeNull();
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );
});
