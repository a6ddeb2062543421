import type {
  AdminCopyShareCap,
  CopyFollow,
  CopyProfitShare,
  CopyTrader,
  LoginResult,
  Page,
} from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { bearer, call, errorOf, HOSTS, login } from '../../helper.js';
import { SITE1, SITE15, signedInSupport, type Site } from '../../routes/api/operator-fixtures.js';
import {
  checkFuturesMoney,
  dataOf,
  futuresBalance,
  tokenOf,
  type FuturesApp,
} from '../futures/futures-helper.js';
import {
  copyAppPerTest,
  copytrade,
  follow,
  followBody,
  mirrored,
  roundTrip,
  traderOrder,
  MANY_STEPS_MS,
} from './copytrade-helper.js';

const open = copyAppPerTest();

const setShare = (t: FuturesApp, token: string, profitSharePer: number) =>
  copytrade<CopyTrader>(t.app, token, 'POST', '/trader', { profitSharePer });

const sharesOf = async (t: FuturesApp, token: string) =>
  dataOf(await copytrade<Page<CopyProfitShare>>(t.app, token, 'GET', '/history/profit_share')).content;

/** One of the ops console's /api/admin/copytrade calls as `token`. */
const adminCall = <T>(
  t: FuturesApp,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  site: Site = SITE1,
) =>
  call<T>(t.app, {
    method,
    url: `/api/admin/copytrade${path}${path.includes('?') ? '&' : '?'}siteInfoId=${site.id}`,
    headers: { host: site.host, ...(token === null ? {} : bearer(token)) },
    ...(payload === undefined ? {} : { payload }),
  });

describe('profit share: refusals of the operators’ cap calls', () => {
  it(
    'refuses visitors, players, support operators, a site operator on the platform cap, and bodies out of bounds',
    async () => {
      const { t } = await open();
      const admin: LoginResult = await login(t.app, 'admin');
      const admin15 = await login(t.app, 'admin', 15, HOSTS.site15);
      const support = await signedInSupport(t.app, admin);
      const player = await tokenOf(t.app, 'demo2');
      const body = { scope: 'SITE', capPer: 10 };
      const refused = async (
        token: string | null,
        sent: object,
        status: number,
        code: string,
        site?: Site,
      ) => {
        const answer = await adminCall(t, token, 'POST', '/share_cap', sent, site);
        expect([answer.statusCode, errorOf(answer.body)?.code], JSON.stringify(sent)).toEqual([status, code]);
        return errorOf(answer.body)!;
      };
      await refused(null, body, 401, 'UNAUTHORIZED');
      await refused(player, body, 403, 'NO_PERMISSION');
      expect(await refused(support.accessToken, body, 403, 'INSUFFICIENT_PRIVILEGES')).toMatchObject({
        message: '권한이 부족합니다.',
      });
      await refused(admin.accessToken, { ...body, extra: 1 }, 400, 'VALIDATION');
      await refused(admin.accessToken, { scope: 'SITE', capPer: 101 }, 400, 'VALIDATION');
      await refused(admin.accessToken, { scope: 'ALL', capPer: 5 }, 400, 'VALIDATION');
      await refused(admin.accessToken, { scope: 'PLATFORM', capPer: null }, 400, 'VALIDATION');
      // Site 15's operator runs its site, not the platform; site 1's token is no key to site 15.
      expect(
        await refused(
          admin15.accessToken,
          { scope: 'PLATFORM', capPer: 50 },
          403,
          'INSUFFICIENT_PRIVILEGES',
          SITE15,
        ),
      ).toMatchObject({ message: 'Insufficient privileges.' });
      await refused(admin.accessToken, body, 403, 'WRONG_ACCESS', SITE15);
      for (const path of ['/share_cap', '/trader/list', '/profit_share/list']) {
        const reader = await adminCall(t, player, 'GET', path);
        expect([reader.statusCode, errorOf(reader.body)?.code], path).toEqual([403, 'NO_PERMISSION']);
        const stray = await adminCall(t, admin.accessToken, 'GET', `${path}?role=x`);
        expect(stray.statusCode, path).toBe(400);
      }
      // Nothing changed.
      const caps = dataOf(await adminCall<AdminCopyShareCap>(t, admin.accessToken, 'GET', '/share_cap'));
      expect(caps).toEqual({ siteCapPer: null, platformCapPer: 30, capPer: 30 });
    },
    MANY_STEPS_MS,
  );
});

describe('profit share: a trader within the cap, settled on realized profit above the high-water mark', () => {
  it(
    'binds the share a follow began with, pays nothing on losses and only what is above, once, when the follower unfollows',
    async () => {
      const { t, trader, demo2, traderId } = await open();
      const admin = await login(t.app, 'admin');
      // The site's operator caps shares at 25 %: the trader sets 20 %, 26 % is refused.
      const capped = { scope: 'SITE', capPer: 25 };
      expect(
        dataOf(await adminCall<AdminCopyShareCap>(t, admin.accessToken, 'POST', '/share_cap', capped)),
      ).toEqual({
        siteCapPer: 25,
        platformCapPer: 30,
        capPer: 25,
      });
      const above = await setShare(t, trader, 26);
      expect([above.statusCode, errorOf(above.body)]).toEqual([
        400,
        { code: 'PROFIT_SHARE_ABOVE_CAP', message: '수익 분배율은 운영자가 정한 상한 이하로 설정해주세요.' },
      ]);
      expect(dataOf(await setShare(t, trader, 20)).profitSharePer).toBe(20);
      const followed = await follow(t, demo2, followBody(traderId, { multiplyPer: 100 }));
      expect(followed.profitSharePer).toBe(20);
      // A later change applies to later follows only.
      dataOf(await setShare(t, trader, 25));

      // A loss: 0.01 BTC from 65,000 to 64,000, -10 and 0.516 of fees. Then a profit: 64,000 to 67,000, +30 less 0.524.
      await roundTrip(t, trader, 6_500_000, 6_400_000);
      await roundTrip(t, trader, 6_400_000, 6_700_000);
      const mine = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'GET', '/follower'));
      expect(mine.pnl).toBe('18.96');

      const [followerBefore, traderBefore] = [
        await futuresBalance(t.app, 'demo2'),
        await futuresBalance(t.app, 'trader1'),
      ];
      const ended = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'POST', '/follower/unfollow', {}));
      // 20 % of 18.96: 3.792, from demo2's FUTURES wallet to trader1's.
      expect([ended.status, ended.profitShared]).toEqual(['ENDED', '3.792']);
      expect(await futuresBalance(t.app, 'demo2')).toBe(followerBefore - 3_792_000n);
      expect(await futuresBalance(t.app, 'trader1')).toBe(traderBefore + 3_792_000n);
      const again = await copytrade(t.app, demo2, 'POST', '/follower/unfollow', {});
      expect(errorOf(again.body)?.code).toBe('FOLLOWER_NOT_FOUND');
      expect(await futuresBalance(t.app, 'demo2')).toBe(followerBefore - 3_792_000n);

      // The follower in the records, the trader on their page, the operator in the console.
      const paid = { period: 'END', pnl: '18.96', sharePer: 20, amount: '3.792', traderFollowerId: ended.id };
      expect(await sharesOf(t, demo2)).toEqual([expect.objectContaining(paid)]);
      expect(await sharesOf(t, trader)).toEqual([
        expect.objectContaining({ ...paid, followerName: 'dem**' }),
      ]);
      const page = dataOf(
        await copytrade<CopyTrader>(t.app, demo2, 'GET', '/trader', undefined, `&traderId=${traderId}`),
      );
      expect([page.profitSharePer, page.profitShared]).toEqual([25, '3.792']);
      const booked = dataOf(
        await adminCall<Page<CopyProfitShare>>(t, admin.accessToken, 'GET', '/profit_share/list'),
      );
      expect(booked.content).toEqual([expect.objectContaining(paid)]);
      const traders = dataOf(await adminCall<Page<CopyTrader>>(t, admin.accessToken, 'GET', '/trader/list'));
      expect(traders.content.find((each) => each.id === traderId)?.profitShared).toBe('3.792');
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    'settles weekly on the clock, once per follow and period, and nothing again until the profit is above the mark',
    async () => {
      // Sunday 2024-01-07, two minutes before the weekly cycle (Monday 00:00 UTC).
      const { t, trader, demo2, traderId } = await open(Date.UTC(2024, 0, 7, 23, 58));
      dataOf(await setShare(t, trader, 10));
      const { id } = await follow(t, demo2, followBody(traderId, { multiplyPer: 100 }));
      await roundTrip(t, trader, 6_500_000, 6_600_000);
      // 10 less 0.26 and 0.264 of fees: 9.476; 10 % of it.
      expect(await sharesOf(t, demo2)).toEqual([]);
      await t.clock.advanceTo(Date.UTC(2024, 0, 8, 0, 0, 2));
      await mirrored(t);
      expect(await sharesOf(t, demo2)).toEqual([
        expect.objectContaining({ period: '2024-01-08', pnl: '9.476', amount: '0.9476' }),
      ]);
      // The same period again pays nothing, whoever runs it.
      expect(await t.app.copytrade.shares.settle(id, '2024-01-08')).toBe(0n);
      await t.app.copytrade.shares.runDue();

      // A loss below the mark, then a profit back above it: only what is above pays, in the next period.
      await roundTrip(t, trader, 6_600_000, 6_550_000);
      expect(await t.app.copytrade.shares.settle(id, '2024-01-15')).toBe(0n);
      await roundTrip(t, trader, 6_550_000, 6_700_000);
      const pnl = dataOf(await copytrade<CopyFollow>(t.app, demo2, 'GET', '/follower')).pnl;
      const owed = (BigInt(Math.round(Number(pnl) * 1e6)) * 10n) / 100n - 947_600n;
      expect(await t.app.copytrade.shares.settle(id, '2024-01-15')).toBe(owed);
      expect((await sharesOf(t, demo2)).map((each) => each.period)).toEqual(['2024-01-15', '2024-01-08']);
      const rows = await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM transfer WHERE code = 'COPYTRADE_PROFIT_SHARE'`,
      );
      expect(rows[0]!.n).toBe(2);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );

  it(
    'leaves a follow with a copied position open out of the weekly cycle (settled when it ends)',
    async () => {
      const { t, trader, demo2, traderId } = await open(Date.UTC(2024, 0, 7, 23, 58));
      dataOf(await setShare(t, trader, 10));
      await follow(t, demo2, followBody(traderId, { multiplyPer: 100 }));
      await roundTrip(t, trader, 6_500_000, 6_600_000);
      await traderOrder(t, trader, { tradeType: 'B', qty: '0.01' });
      await t.clock.advanceTo(Date.UTC(2024, 0, 8, 0, 0, 2));
      await mirrored(t);
      expect(await sharesOf(t, demo2)).toEqual([]);
      dataOf(await copytrade(t.app, demo2, 'POST', '/follower/unfollow', {}));
      // 9.476 less the open's fee (0.01 x 66,000 x 0.04 % = 0.264): 9.212, 10 % of it.
      expect((await sharesOf(t, demo2)).map((each) => [each.period, each.amount])).toEqual([
        ['END', '0.9212'],
      ]);
      await checkFuturesMoney(t.app);
    },
    MANY_STEPS_MS,
  );
});
