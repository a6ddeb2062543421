import type { ClientMessageCode, RemoteName, SiteFlag, UserRole } from '@bx/contracts';
import { generatePath, matchPath } from 'react-router-dom';

export type LayoutName =
  'Home' | 'Sign' | 'Trade' | 'No' | 'Fixed' | 'FutureTrade' | 'OverseaTrade' | 'Wallet' | 'Search';

export interface AppRoute {
  /** Stable id the owning app switches on to draw the screen. */
  id: string;
  path: string;
  owner: RemoteName | 'host';
  layout: LayoutName;
  requiresAuth: boolean;
  /** Stored in the MENU_NAME cookie on navigation. */
  menuName: string;
  /** Header title, for layouts that show one: a client message, so English sites read it in English. */
  title?: ClientMessageCode;
  /** Whether the header shows a back arrow, and where it leads (default: history back). */
  back?: boolean | string;
  /** The site flags the route needs; any one of them is enough. */
  flags?: SiteFlag[];
  /** The account roles that may open the route (any signed-in account when absent). */
  roles?: readonly UserRole[];
  /** Route params that must be numeric, or the route does not match. */
  numericParams?: string[];
  /**
   * For a logged-out view, the id of the trading page it stands for (same params): a view never subscribes to
   * user queues, and a signed-in player who opens it is taken to that page.
   */
  viewOf?: string;
}

type Options = Partial<Omit<AppRoute, 'id' | 'path' | 'owner' | 'layout'>>;

const route = (
  id: string,
  path: string,
  owner: AppRoute['owner'],
  layout: LayoutName,
  options: Options = {},
) => ({
  id,
  path,
  owner,
  layout,
  requiresAuth: true,
  menuName: id,
  ...options,
});

const open = { requiresAuth: false } as const;

/** A copy trading screen: the futures remote's, titled, under the Wallet layout, on the futures flag. */
const copyRoute = (
  id: string,
  path: string,
  menuName: string,
  title: ClientMessageCode,
  options: Options = {},
) => route(id, path, 'futures', 'Wallet', { menuName, title, flags: ['futures'], ...options });

/** An ops console screen: the admin remote's, for operator accounts only, on every site. */
const adminRoute = (id: string, path: string, menuName: string, options: Options = {}) =>
  route(id, path, 'admin', 'Wallet', { menuName, title: 'TITLE_ADMIN', roles: ['ADMIN'], ...options });

/** Every screen of the site, owned by exactly one app. The host builds its router from this table. */
export const ROUTES: readonly AppRoute[] = [
  route('sign.in', '/signin', 'host', 'Sign', { ...open, menuName: 'Login' }),
  route('sign.up', '/register', 'host', 'Sign', {
    ...open,
    menuName: 'Signup',
    title: 'TITLE_SIGN_UP',
    back: '/signin',
  }),
  route('sign.up.partner', '/ref/:partnerCode', 'host', 'Sign', {
    ...open,
    menuName: 'Signup',
    title: 'TITLE_SIGN_UP',
  }),
  route('sign.find', '/find', 'host', 'Sign', {
    ...open,
    menuName: 'Find',
    title: 'TITLE_FIND_ACCOUNT',
    back: '/signin',
  }),

  route('trade.exchange', '/exchange', 'trade', 'Trade', { menuName: 'Trade', flags: ['binary'] }),
  route('trade.exchange.detail', '/exchange/:id', 'trade', 'Trade', {
    menuName: 'Trade',
    flags: ['binary'],
    numericParams: ['id'],
  }),
  route('trade.view', '/exchangeView', 'trade', 'Trade', {
    ...open,
    viewOf: 'trade.exchange',
    menuName: 'TradeView',
    flags: ['binary'],
  }),
  route('trade.view.detail', '/exchangeView/:id', 'trade', 'Trade', {
    ...open,
    viewOf: 'trade.exchange.detail',
    menuName: 'TradeView',
    flags: ['binary'],
    numericParams: ['id'],
  }),

  route('oversea.list', '/oversea', 'oversea', 'OverseaTrade', { menuName: 'Oversea', flags: ['overseas'] }),
  route('oversea.detail', '/oversea/:id', 'oversea', 'OverseaTrade', {
    menuName: 'Oversea',
    flags: ['overseas'],
    numericParams: ['id'],
  }),
  // The visitor's quick-order tab (url plus View): the host opens the first option's view from here.
  route('oversea.view.first', '/overseaView', 'host', 'OverseaTrade', {
    ...open,
    viewOf: 'oversea.list',
    menuName: 'OverseaView',
    flags: ['overseas'],
  }),
  route('oversea.view', '/overseaView/:id', 'oversea', 'OverseaTrade', {
    ...open,
    viewOf: 'oversea.detail',
    menuName: 'OverseaView',
    flags: ['overseas'],
    numericParams: ['id'],
  }),

  route('futures.trade', '/future/:stock', 'futures', 'FutureTrade', {
    menuName: 'Future',
    flags: ['futures'],
  }),
  route('futures.view', '/futureView/:stock', 'futures', 'FutureTrade', {
    ...open,
    viewOf: 'futures.trade',
    menuName: 'FutureView',
    flags: ['futures'],
  }),
  // Copy trading follows futures traders into the FUTURES account: the futures remote's, on the same flag.
  copyRoute('copytrade.ranking', '/copytrade', 'CopyTrade', 'CT_TITLE'),
  copyRoute('copytrade.trader', '/copytrade/trader/:id', 'CopyTrader', 'CT_TITLE_TRADER', {
    back: true,
    numericParams: ['id'],
  }),
  copyRoute('copytrade.follow', '/copytrade/follow/:id', 'CopyFollow', 'CT_TITLE_FOLLOW', {
    back: true,
    numericParams: ['id'],
  }),
  copyRoute('copytrade.my', '/copytrade/my', 'CopyMy', 'CT_TITLE_MY', { back: '/copytrade' }),
  copyRoute('copytrade.history', '/copytrade/history', 'CopyHistory', 'CT_TITLE_HISTORY', {
    back: '/copytrade',
  }),

  route('wallet.dnw', '/dnw', 'wallet', 'Fixed', { menuName: 'Dnw', title: 'TITLE_DNW', back: false }),
  route('wallet.asset', '/wallet/asset', 'wallet', 'Wallet', {
    menuName: 'WalletAsset',
    title: 'TITLE_ASSETS',
  }),
  route('wallet.p2p', '/wallet/p2p', 'wallet', 'Wallet', {
    menuName: 'WalletP2p',
    title: 'TITLE_P2P',
    flags: ['p2p'],
  }),
  route('wallet.dnwHistory', '/wallet/dnw_history', 'wallet', 'Wallet', {
    menuName: 'WalletDnwHistory',
    title: 'TITLE_DNW_HISTORY',
    // Reached from /dnw's "see all requests".
    back: '/dnw',
  }),
  route('wallet.history', '/wallet/history', 'wallet', 'Wallet', {
    menuName: 'WalletHistory',
    title: 'TITLE_TRADE_HISTORY',
    flags: ['futures', 'binary'],
  }),
  route('wallet.convert', '/wallet/convert/:pair', 'wallet', 'Wallet', {
    menuName: 'WalletConvert',
    title: 'TITLE_CONVERT',
    back: true,
  }),
  route('wallet.coin', '/wallet/:type/:coin', 'wallet', 'Wallet', {
    menuName: 'WalletCoin',
    title: 'TITLE_WALLET',
    back: true,
  }),
  route('wallet.balances', '/balances/list', 'wallet', 'Wallet', {
    menuName: 'BalancesList',
    title: 'TITLE_DNW_HISTORY',
    back: true,
  }),
  route('wallet.deposit', '/balances/deposit', 'wallet', 'Wallet', {
    menuName: 'BalancesDeposit',
    title: 'TITLE_DEPOSIT',
    back: true,
  }),
  route('wallet.withdraw', '/balances/withdraw', 'wallet', 'Wallet', {
    menuName: 'BalancesWithdraw',
    title: 'TITLE_WITHDRAW',
    back: true,
  }),

  route('search.oversea', '/search/oversea', 'search', 'Search', { menuName: 'SearchOversea' }),
  route('search.dnw', '/search/dnw', 'search', 'Search', { menuName: 'SearchDnw' }),

  route('more.index', '/more', 'more', 'Home', { menuName: 'More', title: 'TITLE_MORE' }),
  route('more.notice', '/more/notice', 'more', 'Wallet', {
    menuName: 'Notice',
    title: 'NOTICE',
    back: '/more',
  }),
  route('more.notice.detail', '/more/notice/:id', 'more', 'Wallet', {
    menuName: 'NoticeDetail',
    title: 'NOTICE',
    back: '/more/notice',
    numericParams: ['id'],
  }),
  route('more.changePassword', '/more/change_password', 'more', 'Wallet', {
    menuName: 'ChangePassword',
    title: 'TITLE_CHANGE_PASSWORD',
    back: '/more',
  }),
  route('more.contact', '/more/contact', 'more', 'Wallet', {
    menuName: 'Contact',
    title: 'INQUIRY',
    back: '/more',
  }),
  route('more.contact.create', '/more/contact/create', 'more', 'Wallet', {
    menuName: 'ContactCreate',
    title: 'TITLE_INQUIRY_CREATE',
    back: '/more/contact',
  }),
  route('more.contact.detail', '/more/contact/:id', 'more', 'Wallet', {
    menuName: 'ContactDetail',
    title: 'INQUIRY',
    back: '/more/contact',
    numericParams: ['id'],
  }),
  route('more.economic', '/more/economic', 'more', 'Wallet', {
    menuName: 'Economic',
    title: 'TITLE_ECONOMIC',
    back: '/more',
  }),
  route('more.livechat', '/more/livechat', 'more', 'Wallet', {
    menuName: 'LiveChat',
    title: 'TITLE_LIVE_CHAT',
    back: '/more',
  }),
  route('more.setting', '/more/setting', 'more', 'Wallet', {
    menuName: 'Setting',
    title: 'TITLE_SETTINGS',
    back: '/more',
  }),
  route('more.mypage', '/more/mypage', 'more', 'Wallet', {
    menuName: 'MyPage',
    title: 'TITLE_MY_PAGE',
    back: '/more',
  }),
  route('more.partner', '/more/partner', 'more', 'Wallet', {
    menuName: 'Partner',
    title: 'TITLE_PARTNER',
    back: '/more',
  }),
  route('more.terms', '/more/terms', 'more', 'Wallet', {
    menuName: 'Terms',
    title: 'TITLE_TERMS',
    back: '/more',
  }),
  route('more.privacy', '/more/privacy', 'more', 'Wallet', {
    menuName: 'Privacy',
    title: 'TITLE_PRIVACY',
    back: '/more',
  }),
  route('support.notice', '/support/notice', 'more', 'Wallet', {
    menuName: 'SupportNotice',
    title: 'NOTICE',
    back: true,
  }),
  route('support.investInfo', '/support/invest_info', 'more', 'Wallet', {
    menuName: 'InvestInfo',
    title: 'TITLE_INVEST_INFO',
    back: true,
  }),
  route('support.more', '/support/more/:x', 'more', 'Wallet', {
    menuName: 'SupportMore',
    title: 'TITLE_SUPPORT',
    back: true,
  }),
  route('service.contact', '/service/contact', 'more', 'Wallet', {
    menuName: 'ServiceContact',
    title: 'INQUIRY',
    back: true,
  }),

  adminRoute('admin.site', '/admin', 'AdminSite'),
  adminRoute('admin.money', '/admin/money', 'AdminMoney'),
  adminRoute('admin.players', '/admin/players', 'AdminPlayers'),
  adminRoute('admin.player', '/admin/players/:id', 'AdminPlayer', {
    numericParams: ['id'],
    back: '/admin/players',
  }),
  adminRoute('admin.trading', '/admin/trading', 'AdminTrading'),
  adminRoute('admin.coupons', '/admin/coupons', 'AdminCoupons'),
  adminRoute('admin.content', '/admin/content', 'AdminContent'),
  adminRoute('admin.contact', '/admin/contact', 'AdminContact'),
  adminRoute('admin.chat', '/admin/chat', 'AdminChat'),
  adminRoute('admin.audit', '/admin/audit', 'AdminAudit'),
];

/** Static redirects of the spec: / to the sign-in, /search to its first tab. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/': '/signin', '/search': '/search/oversea' };

export function routesOf(owner: AppRoute['owner']): AppRoute[] {
  return ROUTES.filter((entry) => entry.owner === owner);
}

/** A logged-out view (it names the trading page it stands for): it never subscribes to user queues. */
export function isViewRoute(entry: AppRoute | undefined): boolean {
  return entry?.viewOf !== undefined;
}

export function routeById(id: string): AppRoute | undefined {
  return ROUTES.find((entry) => entry.id === id);
}

/** The route drawing `pathname`, as the host's router matches it. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return ROUTES.find((entry) => matchPath(entry.path, pathname) !== null);
}

/**
 * The trading page a logged-out view stands for, with the same params (/exchangeView/1 -> /exchange/1);
 * null for a path that is no view. A signed-in player is sent there.
 */
export function tradingPathOf(pathname: string): string | null {
  const view = routeOfPath(pathname);
  const page = view?.viewOf === undefined ? undefined : routeById(view.viewOf);
  if (view === undefined || page === undefined) return null;
  return generatePath(page.path, matchPath(view.path, pathname)?.params ?? {});
}
