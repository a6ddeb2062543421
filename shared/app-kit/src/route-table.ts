import type { RemoteName, SiteFlag } from '@bx/contracts';

export type LayoutName =
  'Home' | 'Sign' | 'Trade' | 'No' | 'Fixed' | 'FutureTrade' | 'OverseaTrade' | 'Wallet' | 'Search';

export interface AppRoute {
  /** Stable id the owning remote switches on to draw the screen. */
  id: string;
  path: string;
  owner: RemoteName | 'host';
  layout: LayoutName;
  requiresAuth: boolean;
  /** Stored in the MENU_NAME cookie on navigation. */
  menuName: string;
  /** The site flag the route needs, when it belongs to an optional area. */
  flag?: SiteFlag;
}

/** Every screen of the site, owned by exactly one app. The host builds its router from this table. */
export const ROUTES: readonly AppRoute[] = [
  { id: 'sign.in', path: '/signin', owner: 'host', layout: 'Sign', requiresAuth: false, menuName: 'Login' },
  {
    id: 'oversea.list',
    path: '/oversea',
    owner: 'oversea',
    layout: 'OverseaTrade',
    requiresAuth: true,
    menuName: 'Oversea',
    flag: 'overseas',
  },
  {
    id: 'oversea.detail',
    path: '/oversea/:id',
    owner: 'oversea',
    layout: 'OverseaTrade',
    requiresAuth: true,
    menuName: 'Oversea',
    flag: 'overseas',
  },
  {
    id: 'oversea.view',
    path: '/overseaView/:id',
    owner: 'oversea',
    layout: 'OverseaTrade',
    requiresAuth: false,
    menuName: 'OverseaView',
    flag: 'overseas',
  },
  {
    id: 'trade.exchange',
    path: '/exchange',
    owner: 'trade',
    layout: 'Fixed',
    requiresAuth: true,
    menuName: 'Trade',
    flag: 'binary',
  },
  {
    id: 'trade.exchange.detail',
    path: '/exchange/:id',
    owner: 'trade',
    layout: 'Fixed',
    requiresAuth: true,
    menuName: 'Trade',
    flag: 'binary',
  },
  {
    id: 'trade.view',
    path: '/exchangeView',
    owner: 'trade',
    layout: 'Fixed',
    requiresAuth: false,
    menuName: 'TradeView',
    flag: 'binary',
  },
  {
    id: 'trade.view.detail',
    path: '/exchangeView/:id',
    owner: 'trade',
    layout: 'Fixed',
    requiresAuth: false,
    menuName: 'TradeView',
    flag: 'binary',
  },
  {
    id: 'futures.trade',
    path: '/future/:stock',
    owner: 'futures',
    layout: 'FutureTrade',
    requiresAuth: true,
    menuName: 'Future',
    flag: 'futures',
  },
  {
    id: 'futures.view',
    path: '/futureView/:stock',
    owner: 'futures',
    layout: 'FutureTrade',
    requiresAuth: false,
    menuName: 'FutureView',
    flag: 'futures',
  },
  { id: 'wallet.dnw', path: '/dnw', owner: 'wallet', layout: 'Fixed', requiresAuth: true, menuName: 'Dnw' },
  {
    id: 'wallet.asset',
    path: '/wallet/asset',
    owner: 'wallet',
    layout: 'Wallet',
    requiresAuth: true,
    menuName: 'WalletAsset',
  },
  {
    id: 'search.oversea',
    path: '/search/oversea',
    owner: 'search',
    layout: 'Search',
    requiresAuth: true,
    menuName: 'SearchOversea',
  },
  { id: 'more.index', path: '/more', owner: 'more', layout: 'Home', requiresAuth: true, menuName: 'More' },
];

export function routesOf(owner: AppRoute['owner']): AppRoute[] {
  return ROUTES.filter((route) => route.owner === owner);
}
