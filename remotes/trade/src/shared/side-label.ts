import type { BetSide, ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';

/** The message of each side: B is up (buy), S is down (sell). */
export const SIDE_CODES = { B: 'BET_UP', S: 'BET_DOWN' } as const satisfies Record<
  BetSide,
  ClientMessageCode
>;

/** Up or down, in the site's language. */
export function sideLabel(side: BetSide): string {
  return clientText(SIDE_CODES[side]);
}
