import type { OverseaPositionSide, OverseaTradeType } from '@bx/contracts';
import { overseaText } from './oversea-text';

/** Buy (B, a LONG) or sell (S, a SHORT), in the site's language. */
export function sideLabel(side: OverseaTradeType | OverseaPositionSide): string {
  return overseaText(side === 'B' || side === 'LONG' ? 'OVERSEA_BUY' : 'OVERSEA_SELL');
}
