import type { OverseaPositionSide, OverseaTradeType } from '@bx/contracts';
import { clientText } from '@bx/platform';

/** Buy (B, a LONG) or sell (S, a SHORT), in the site's language. */
export function sideLabel(side: OverseaTradeType | OverseaPositionSide): string {
  return clientText(side === 'B' || side === 'LONG' ? 'OVERSEA_BUY' : 'OVERSEA_SELL');
}
