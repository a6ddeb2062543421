import {
  compareDecimal,
  formatUnits,
  fractionDigits,
  toUnits,
  type DecimalString,
  type FuturesQtyPer,
} from '@bx/contracts';

import { floorToStep } from './order-cost';
import type { SizeUnit } from './order-draft';

/** The % chips of the size field. */
export const SIZE_PERCENTS = [25, 50, 75, 100] as const;

/** A whole `percent` % of an amount, exact: the amount's units times the percent, at two more decimals. */
function shareOf(amount: DecimalString, percent: number): DecimalString {
  const scale = fractionDigits(amount);
  return formatUnits(toUnits(amount, scale) * BigInt(percent), scale + 2);
}

/**
 * The size a % chip writes: that share of the free balance as a USDT budget, or of the most coins an order
 * opens. The coins are the smaller of the long and short maxima, so both buttons can send what it wrote.
 */
export function percentSize(
  qtyPer: FuturesQtyPer,
  percent: number,
  unit: SizeUnit,
  stepSize: string,
): DecimalString {
  if (unit === 'USDT') return floorToStep(shareOf(qtyPer.availableBalance, percent), '0.01');
  const { maxBuyQty, maxSellQty } = qtyPer;
  const most = compareDecimal(maxBuyQty, maxSellQty) <= 0 ? maxBuyQty : maxSellQty;
  return floorToStep(shareOf(most, percent), stepSize);
}
