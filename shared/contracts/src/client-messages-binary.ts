/**
 * The binary trade screen's bet form and market-closed state, with their English (spec section 8's
 * replacements for the stake refusals). {name} parts are filled in where shown. Part of CLIENT_MESSAGES.
 */
export const BINARY_MESSAGES = {
  BET_UP: { ko: '상승', en: 'Up' },
  BET_DOWN: { ko: '하락', en: 'Down' },
  BET_PLACED: { ko: '{side} {amount} 베팅 완료', en: '{side} {amount} bet placed' },
  MARKET_CLOSED_BADGE: { ko: '휴장', en: 'Closed' },
} as const;
