import { CLIENT_MESSAGES, type SiteInfo, type SiteLang, type Tick } from '@bx/contracts';

import { SYMBOLS } from '../market/symbols.js';

/**
 * What the server draws of a page before any script has run (first-screen-html.ts draws it): the layout of the
 * screen the host will draw at that address, with the last price the market data holds.
 */
export type FirstScreen =
  | { kind: 'blank'; siteName?: string }
  | { kind: 'sign'; heading: string; fields: readonly string[] }
  /** A trade page: its header's title, and the card of the stock traded there (its name, its last price). */
  | { kind: 'trade'; title: string; name?: string; price?: string };

/** What the drawing reads from the server's state: the market's last ticks and the binary options' stocks. */
export interface FirstScreenData {
  lastTick(stock: string): Tick | undefined;
  optionStock(optionId: number): Promise<string | undefined>;
}

/** The options' ids as the route table takes them (numericParams): digits, within a database integer. */
const OPTION_ID = /^\d{1,9}$/;

const TRADE = /^\/exchange(?:View)?\/([^/]+)\/?$/;
const FUTURE = /^\/future(?:View)?\/([^/]+)\/?$/;
const OVERSEA = /^\/oversea\/?$/;
/** Not `/`, the installed app's start: it sends a signed-in player on to their page, not to the sign-in. */
const SIGN_IN = /^\/signin\/?$/;

/** The overseas quick order opens on the first overseas future (the oversea remote's list order). */
const FIRST_OVERSEA = SYMBOLS.find((spec) => spec.contract)?.stock;

/** A stock's name in the site's language: its Korean name on a Korean site, its code on an English one. */
function nameOf(stock: string, lang: SiteLang): string {
  const spec = SYMBOLS.find((candidate) => candidate.stock === stock);
  return lang === 'ko' && spec ? spec.koName : stock;
}

/** 65000.12 -> 65,000.12: as the trade screens group a price. */
function grouped(price: string): string {
  const [whole = '', fraction] = price.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** The trade page of `stock` under `title`; a stock the market does not price draws the layout alone. */
function tradeScreen(
  title: string,
  stock: string | undefined,
  lang: SiteLang,
  data: FirstScreenData,
): FirstScreen {
  const tick = stock === undefined ? undefined : data.lastTick(stock);
  if (stock === undefined || !tick) return { kind: 'trade', title };
  return { kind: 'trade', title, name: nameOf(stock, lang), price: grouped(tick.price) };
}

/**
 * The first screen of `pathname` on `site` (none known: a blank page in the shell's colours). Only pages whose
 * layout is known here get more than that; anything unknown in the address (an option that does not exist, a
 * symbol the market does not price) draws the layout without a price, never an error.
 */
export async function firstScreenOf(
  pathname: string,
  site: SiteInfo | undefined,
  data: FirstScreenData,
): Promise<FirstScreen> {
  if (!site) return { kind: 'blank' };
  const { lang } = site;
  if (SIGN_IN.test(pathname)) {
    return {
      kind: 'sign',
      heading: CLIENT_MESSAGES.SIGN_IN[lang],
      fields: [CLIENT_MESSAGES.USERNAME_LABEL[lang], CLIENT_MESSAGES.PASSWORD_LABEL[lang]],
    };
  }
  const option = TRADE.exec(pathname)?.[1];
  if (option !== undefined) {
    const stock = OPTION_ID.test(option) ? await data.optionStock(Number(option)) : undefined;
    return tradeScreen(stock === undefined ? site.name : nameOf(stock, lang), stock, lang, data);
  }
  const symbol = FUTURE.exec(pathname)?.[1];
  if (symbol !== undefined) {
    const known = SYMBOLS.some((spec) => spec.stock === symbol);
    return known ? tradeScreen(symbol, symbol, lang, data) : { kind: 'trade', title: site.name };
  }
  if (OVERSEA.test(pathname))
    return tradeScreen(CLIENT_MESSAGES.DRAWER_OVERSEA[lang], FIRST_OVERSEA, lang, data);
  return { kind: 'blank', siteName: site.name };
}
