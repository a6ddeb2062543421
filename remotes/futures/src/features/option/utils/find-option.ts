import type { FuturesOption } from '@bx/contracts';
import { stockName } from '@bx/ui';

/**
 * The listed contract an address names. The drawer links with the listed stock (BTCUSDTPERP); players share and
 * type the display name (BTCUSDT), so both find it, in any letter case.
 */
export function findOption(options: readonly FuturesOption[], routeStock: string): FuturesOption | null {
  const wanted = stockName(routeStock.toUpperCase());
  return options.find((option) => stockName(option.stock.toUpperCase()) === wanted) ?? null;
}
