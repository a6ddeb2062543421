import { CLIENT_MESSAGES, REMOTE_NAMES } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { describe, expect, it } from 'vitest';

import { isViewRoute, REDIRECTS, ROUTES, routeOfPath, routesOf } from './route-table';

describe('the route table', () => {
  it('gives every route one id, one path and one owner', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    const owners = ['host', ...REMOTE_NAMES];
    expect(ROUTES.every((route) => owners.includes(route.owner))).toBe(true);
    expect(ROUTES.filter((route) => Object.keys(REDIRECTS).includes(route.path))).toEqual([]);
  });

  it('lets visitors into the sign pages and the logged-out views only', () => {
    const open = ROUTES.filter((route) => !route.requiresAuth).map((route) => route.path);
    expect(
      open.every(
        (path) =>
          path.includes('View') ||
          ['/signin', '/register', '/find'].includes(path) ||
          path.startsWith('/ref/'),
      ),
    ).toBe(true);
    expect(ROUTES.filter(isViewRoute).every((route) => !route.requiresAuth)).toBe(true);
  });

  it('has every screen of the spec', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/signin',
      '/register',
      '/ref/:partnerCode',
      '/more',
      '/more/notice',
      '/more/notice/:id',
      '/more/change_password',
      '/more/contact',
      '/more/contact/:id',
      '/more/contact/create',
      '/more/economic',
      '/more/livechat',
      '/more/setting',
      '/more/mypage',
      '/more/terms',
      '/more/privacy',
      '/more/partner',
      '/exchange',
      '/exchange/:id',
      '/oversea',
      '/oversea/:id',
      '/overseaView/:id',
      '/future/:stock',
      '/futureView/:stock',
      '/dnw',
      '/search/oversea',
      '/search/dnw',
      '/wallet/asset',
      '/wallet/p2p',
      '/wallet/dnw_history',
      '/wallet/history',
      '/wallet/:type/:coin',
      '/wallet/convert/:pair',
      '/balances/list',
      '/balances/deposit',
      '/balances/withdraw',
      '/support/notice',
      '/support/invest_info',
      '/support/more/:x',
      '/service/contact',
    ]) {
      expect(paths).toContain(path);
    }
    expect(REDIRECTS).toEqual({ '/': '/signin', '/search': '/search/oversea' });
  });

  it('ties the optional areas to their site flags', () => {
    expect(routesOf('futures').every((route) => route.flags?.includes('futures'))).toBe(true);
    expect(routesOf('trade').every((route) => route.flags?.includes('binary'))).toBe(true);
    expect(routesOf('oversea').every((route) => route.flags?.includes('overseas'))).toBe(true);
    expect(ROUTES.find((route) => route.path === '/wallet/p2p')?.flags).toEqual(['p2p']);
  });

  it('puts /dnw in the Fixed layout titled 입출금 (Deposit/Withdraw in English) with no back arrow', () => {
    const dnw = ROUTES.find((route) => route.path === '/dnw');
    expect(dnw).toMatchObject({ layout: 'Fixed', title: 'TITLE_DNW', back: false });
    expect(CLIENT_MESSAGES[dnw!.title!]).toEqual({ ko: '입출금', en: 'Deposit/Withdraw' });
  });

  it('titles screens with client messages, so every title has its English', () => {
    const titles = ['/register', '/find', '/wallet/asset', '/more/contact'].map(
      (path) => CLIENT_MESSAGES[ROUTES.find((route) => route.path === path)!.title!],
    );
    expect(titles).toEqual([
      { ko: '회원가입', en: 'Sign up' },
      { ko: '아이디/비밀번호 찾기', en: 'Find ID / password' },
      { ko: '자산현황', en: 'Assets' },
      { ko: '1:1 문의', en: 'Inquiry' },
    ]);
    // clientText reads the contracts' map and the platform's own (the partner page's title waits there).
    for (const route of ROUTES.filter((entry) => entry.title !== undefined))
      expect(clientText(route.title!), route.path).not.toBe(route.title);
  });

  it('puts the partner page in the more area under a 파트너 title, back to the menu', () => {
    const partner = ROUTES.find((route) => route.path === '/more/partner');
    expect(partner).toMatchObject({ id: 'more.partner', owner: 'more', layout: 'Wallet', back: '/more' });
    expect(partner?.requiresAuth).toBe(true);
    expect(clientText(partner!.title!)).toBe('파트너');
  });
});

describe('the copy trading routes', () => {
  const copy = ROUTES.filter((route) => route.path.startsWith('/copytrade'));

  it('are the futures remote’s, behind the login and the futures flag, titled under the Wallet layout', () => {
    expect(copy.map((route) => route.path)).toEqual([
      '/copytrade',
      '/copytrade/trader/:id',
      '/copytrade/follow/:id',
      '/copytrade/my',
      '/copytrade/history',
    ]);
    for (const route of copy) {
      expect(route).toMatchObject({
        owner: 'futures',
        layout: 'Wallet',
        requiresAuth: true,
        flags: ['futures'],
      });
      expect(route.title).toMatch(/^CT_/);
      expect(isViewRoute(route)).toBe(false);
    }
  });

  it('match a trader by a numeric id only, and lead back to the ranking', () => {
    expect(routeOfPath('/copytrade/trader/7')?.id).toBe('copytrade.trader');
    expect(routeOfPath('/copytrade/follow/7')?.numericParams).toEqual(['id']);
    expect(routeOfPath('/copytrade/my')).toMatchObject({ id: 'copytrade.my', back: '/copytrade' });
    expect(routeOfPath('/copytrade/history')).toMatchObject({ id: 'copytrade.history', back: '/copytrade' });
    expect(clientText(routeOfPath('/copytrade')!.title!)).toBe('카피트레이딩');
  });
});
