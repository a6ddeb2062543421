import type { CopyFollow } from '@bx/contracts';
import { formatPrice } from '@bx/ui';

import { USDT_PRECISION, usdtText } from '../../../shared/usdt';

/** How much of the maximum limit the copied positions hold, in percent from 0 to 100 (for the bar). */
export function limitUsedPercent(follow: Pick<CopyFollow, 'usedBet' | 'maxBet'>): number {
  const max = Number(follow.maxBet);
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (Number(follow.usedBet) / max) * 100));
}

/** "120.00 / 500.00 USDT": the margin the copies hold against the maximum limit. */
export function limitUsedText(follow: Pick<CopyFollow, 'usedBet' | 'maxBet'>): string {
  return `${formatPrice(follow.usedBet, USDT_PRECISION)} / ${usdtText(follow.maxBet)}`;
}
