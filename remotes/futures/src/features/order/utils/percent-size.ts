import type { FuturesQtyPer } from '@bx/contracts';

import { floorToStep } from './order-cost';
import type { SizeUnit } from './order-draft';

/** The % chips of the size field. */
export const SIZE_PERCENTS = [25, 50, 75, 100] as const;

/**
 * The size a % chip writes: that share of the free balance as a USDT budget, or of the most coins an order
 * opens. The coins are the smaller of the long and short maxima, so both buttons can send what it wrote.
 */
export function percentSize(
  qtyPer: FuturesQtyPer,
  percent: number,
  unit: SizeUnit,
  stepSize: string,
): number {
  if (unit === 'USDT') return Number(floorToStep((Number(qtyPer.availableBalance) * percent) / 100, '0.01'));
  const most = Math.min(Number(qtyPer.maxBuyQty), Number(qtyPer.maxSellQty));
  return Number(floorToStep((most * percent) / 100, stepSize));
}
