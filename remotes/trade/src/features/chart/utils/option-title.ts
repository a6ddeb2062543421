import type { GameType, TradeOption } from '@bx/contracts';
import { siteLang } from '@bx/platform';
import { stockName } from '@bx/ui';

import { messageText } from '../../../shared/message-text';

/**
 * How long the option's rounds run, as the ticker names it: in Korean exactly as the host's option menu
 * reads it (@bx/ui's gameTypeLabel), in English on English sites.
 */
export function gameTypeText(type: GameType): string {
  if (type === 'R.5') return messageText('GAME_SECONDS', { n: 30 });
  const code = type.startsWith('B') ? 'GAME_BINARY_MINUTES' : 'GAME_MINUTES';
  return messageText(code, { n: type.slice(1) });
}

/** The option's name: the server's Korean name on Korean sites, the symbol on English ones. */
export function optionName(option: Pick<TradeOption, 'koName' | 'stock'>): string {
  return siteLang() === 'en' ? stockName(option.stock) : option.koName;
}
