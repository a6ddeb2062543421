import type { BetSide } from '@bx/contracts';
import { tradeText, type TradeTextCode } from './trade-text';

/** The message of each side: B is up (buy), S is down (sell). */
export const SIDE_CODES = { B: 'BET_UP', S: 'BET_DOWN' } as const satisfies Record<BetSide, TradeTextCode>;

/** Up or down, in the site's language. */
export function sideLabel(side: BetSide): string {
  return tradeText(SIDE_CODES[side]);
}
