import { KLINE_INTERVALS, type Kline, type KlineInterval } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import type { MarketService } from '../../../market/market-service.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { csv, KlineSchema, TickerStatisticsSchema } from './schemas.js';

export const Interval = Type.Union(KLINE_INTERVALS.map((interval) => Type.Literal(interval)));

/**
 * The candles a chart of the stock shows. Second candles come from live ticks only, so a market that closed
 * before this server started has none: its chart gets the one-minute candles of its last session instead
 * of a blank.
 */
export function chartKlines(
  market: MarketService,
  stock: string,
  interval: KlineInterval,
  limit: number,
): Kline[] {
  const klines = market.klines(stock, interval, limit);
  if (klines.length > 0 || interval !== '1s' || market.bus.isOpen(stock)) return klines;
  return market.klines(stock, '1m', limit);
}

/** Candles per stock answered by kline_data. */
export const KLINE_DATA_LIMIT = 300;

/** Public market calls of the trade screen: candles and 24 h statistics of several stocks at once. */
const tradeMarket: FastifyPluginAsyncTypebox = async (app) => {
  const stocksOf = (raw: string): string[] => {
    const stocks = csv(raw, 'stockListStrs') ?? [];
    if (stocks.length === 0) throw new AppError(400, 'VALIDATION', 'querystring.stockListStrs');
    for (const stock of stocks) if (!app.market.has(stock)) throw new AppError(404, 'STOCK_NOT_FOUND', stock);
    return stocks;
  };

  app.get(
    '/kline_data',
    {
      schema: {
        querystring: SiteQuery({ stockListStrs: Type.String({ maxLength: 500 }), interval: Interval }),
        response: { 200: Envelope(Type.Record(Type.String(), Type.Array(KlineSchema))) },
      },
    },
    async (request) => {
      const result: Record<string, Kline[]> = {};
      for (const stock of stocksOf(request.query.stockListStrs)) {
        result[stock] = chartKlines(app.market, stock, request.query.interval, KLINE_DATA_LIMIT);
      }
      return ok(result);
    },
  );

  app.get(
    '/ticker_statistics',
    {
      schema: {
        querystring: SiteQuery({ stockListStrs: Type.String({ maxLength: 500 }) }),
        response: { 200: Envelope(Type.Array(TickerStatisticsSchema)) },
      },
    },
    async (request) => ok(stocksOf(request.query.stockListStrs).map((stock) => app.market.statistics(stock))),
  );
};

export default tradeMarket;
