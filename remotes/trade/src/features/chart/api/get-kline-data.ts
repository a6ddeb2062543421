import type { Kline, KlineInterval } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

/** GET /api/trade/kline_data: the last 300 candles of each stock asked for (public). */
export function getKlineData(stocks: string[], interval: KlineInterval): Promise<Record<string, Kline[]>> {
  return apiRequest<Record<string, Kline[]>>('get', 'trade/kline_data', {
    query: { stockListStrs: stocks.join(','), interval },
    auth: false,
  });
}
