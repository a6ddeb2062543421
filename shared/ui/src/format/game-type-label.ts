import { CLIENT_MESSAGES, type GameType, type SiteLang } from '@bx/contracts';

import { stockName } from './stock-name';

/**
 * How a game type reads in menus and tickers: rent rounds by their length, binary rounds as binary and their
 * length ("바이너리 2분"; "Binary 2 min" on English sites).
 */
export function gameTypeLabel(type: GameType, lang: SiteLang = 'ko'): string {
  if (type === 'R.5') return CLIENT_MESSAGES.GAME_SECONDS[lang].replace('{n}', '30');
  const code = type.startsWith('B') ? 'GAME_BINARY_MINUTES' : 'GAME_MINUTES';
  return CLIENT_MESSAGES[code][lang].replace('{n}', type.slice(1));
}

/** An option's name: the server's Korean name on Korean sites, its symbol (no contract suffix) on English ones. */
export function optionName(option: { koName: string; stock: string }, lang: SiteLang = 'ko'): string {
  return lang === 'en' ? stockName(option.stock) : option.koName;
}
