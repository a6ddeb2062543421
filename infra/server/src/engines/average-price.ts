import type { DecimalString } from '@bx/contracts';

import { formatPrice } from '../market/symbols.js';

/** Decimals an average entry carries beyond its price's own: enough that entry, exit and PnL agree on screen. */
const EXTRA_DECIMALS = 4;

/**
 * An average price (a sum of price units x size, over the size) for display: rounded half up at the price's
 * decimals + 4, trailing zeros dropped down to the price's own decimals. XRP bought at 0.4770 and 0.4769 twice
 * averages "0.47693333"; a single fill shows as its price ("65000.00"). The money always uses the exact sum.
 */
export function averagePriceText(cost: bigint, size: bigint, precision: number): DecimalString {
  if (size <= 0n) return formatPrice(0, precision);
  const scaled = (cost * 10n ** BigInt(EXTRA_DECIMALS) * 2n + size) / (2n * size);
  const text = formatPrice(scaled, precision + EXTRA_DECIMALS);
  const [whole, fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(precision, '0');
  return kept === '' ? whole! : `${whole}.${kept}`;
}
