import type { FuturesPositionSide, FuturesTradeType } from '@bx/contracts';
import { futuresText } from './futures-text';

/** Long (B opens or adds to one) or short (S), in the site's language. */
export function sideLabel(side: FuturesTradeType | FuturesPositionSide): string {
  return futuresText(side === 'B' || side === 'LONG' ? 'FUT_LONG' : 'FUT_SHORT');
}

/** Long and buys take the buy colour (red), shorts and sells the sell colour (blue), as the rest of the app. */
export function isBuySide(side: FuturesTradeType | FuturesPositionSide): boolean {
  return side === 'B' || side === 'LONG';
}
