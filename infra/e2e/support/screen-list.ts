import type { APIRequestContext } from '@playwright/test';

import { siteUrl } from './site';

/** Fills a screen's `{id}` with a real one of site 1. */
export type IdOf = (request: APIRequestContext) => Promise<string>;

/** The first item's `field` of a list call of site 1 (a plain list, or a page's content). */
export const firstOf =
  (path: string, field: 'id' | 'stock'): IdOf =>
  async (request) => {
    const response = await request.get(`${siteUrl()}/api/${path}?siteInfoId=1`);
    const data = ((await response.json()) as { data: unknown }).data;
    const items = (Array.isArray(data) ? data : (data as { content: unknown[] }).content) as Record<
      string,
      unknown
    >[];
    return String(items[0]?.[field]);
  };

/** A screen of site 1 as a path; `{id}` is filled with a real id where the route has one. */
export type Screen = [path: string, id?: IdOf];

/** The path of a screen, its id filled. */
export async function pathOf([path, idOf]: Screen, request: APIRequestContext): Promise<string> {
  return idOf ? path.replace('{id}', await idOf(request)) : path;
}

/** Every player screen of site 1 (every route of shared/app-kit's table a player opens). */
export const PLAYER_SCREENS: Screen[] = [
  ['/oversea'],
  ['/oversea/{id}', firstOf('oversea/option/list', 'id')],
  ['/exchange/2'],
  ['/future/{id}', firstOf('futures/option/list', 'stock')],
  ['/copytrade'],
  ['/copytrade/my'],
  ['/copytrade/history'],
  ['/dnw'],
  ['/wallet/asset'],
  ['/wallet/p2p'],
  ['/wallet/dnw_history'],
  ['/wallet/history'],
  ['/wallet/convert/USDT_BTC'],
  ['/wallet/deposit/USDT'],
  ['/balances/list'],
  ['/balances/deposit'],
  ['/balances/withdraw'],
  ['/search/oversea'],
  ['/search/dnw'],
  ['/more'],
  ['/more/notice'],
  ['/more/notice/{id}', firstOf('content/notice', 'id')],
  ['/more/change_password'],
  ['/more/contact'],
  ['/more/contact/create'],
  ['/more/economic'],
  ['/more/livechat'],
  ['/more/setting'],
  ['/more/mypage'],
  ['/more/terms'],
  ['/more/privacy'],
  ['/support/notice'],
  ['/support/invest_info'],
  ['/support/more/faq'],
  ['/service/contact'],
];

/** The logged-out views of site 1. */
export const VISITOR_SCREENS: Screen[] = [
  ['/exchangeView/2'],
  ['/overseaView/{id}', firstOf('oversea/option/list', 'id')],
  ['/futureView/{id}', firstOf('futures/option/list', 'stock')],
];

/** The sign pages, for anyone. */
export const SIGN_SCREENS: Screen[] = [['/signin'], ['/register'], ['/ref/partner1'], ['/find']];

/** The ops console, for operators. */
export const CONSOLE_SCREENS: Screen[] = [
  ['/admin'],
  ['/admin/money'],
  ['/admin/players'],
  ['/admin/trading'],
  ['/admin/coupons'],
  ['/admin/content'],
  ['/admin/contact'],
  ['/admin/chat'],
  ['/admin/audit'],
];
