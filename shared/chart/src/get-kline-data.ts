import type { Kline, KlineInterval } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

/** GET /api/trade/kline_data: the last 300 candles of each stock asked for (public). */
export function getKlineData(stocks: string[], interval: KlineInterval): Promise<Record<string, Kline[]>> {
  return apiRequest<Record<string, Kline[]>>('get', 'trade/kline_data', {
    query: { stockListStrs: stocks.join(','), interval },
    auth: false,
  });
}

export const klineKeys = {
  of: (stock: string, interval: KlineInterval) => ['chart', 'klines', stock, interval] as const,
};

/** One stock's candle history; nothing is asked while the stock is not known yet. */
export function useKlineHistory(stock: string | undefined, interval: KlineInterval) {
  return useQuery({
    queryKey: klineKeys.of(stock ?? '', interval),
    queryFn: async () => (stock === undefined ? [] : ((await getKlineData([stock], interval))[stock] ?? [])),
    enabled: stock !== undefined,
  });
}
