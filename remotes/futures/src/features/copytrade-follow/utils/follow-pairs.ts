import type { FuturesOption } from '@bx/contracts';
import { stockName } from '@bx/ui';

/**
 * The pairs a follower may pick: the listed futures contracts the trader trades (by display name, whether or
 * not either side writes the PERP suffix), in the list's order; every listed one when the trader names none.
 */
export function offeredPairs(
  options: readonly FuturesOption[],
  traderStocks: readonly string[],
): FuturesOption[] {
  const traded = new Set(traderStocks.map(stockName));
  return traded.size === 0 ? [...options] : options.filter((option) => traded.has(stockName(option.stock)));
}

/** The picked stocks with `stock` picked or not, in the order they were picked. */
export function togglePair(pairs: readonly string[], stock: string, picked: boolean): string[] {
  const without = pairs.filter((kept) => kept !== stock);
  return picked ? [...without, stock] : without;
}
