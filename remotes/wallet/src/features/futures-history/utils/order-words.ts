import type { ClientMessageCode, FuturesMarketType, FuturesOrder } from '@bx/contracts';

/** Each order type in the futures screen's words (지정가, 시장가, 익절, 강제청산...). */
export const MARKET_TYPE_WORDS: Record<FuturesMarketType, ClientMessageCode> = {
  LIMIT: 'FUT_LIMIT',
  MARKET: 'FUT_MARKET_ORDER',
  STOPLIMIT: 'FUT_STOP_LIMIT',
  STOPMARKET: 'FUT_STOP_MARKET',
  TAKEPROFIT: 'FUT_TYPE_TAKEPROFIT',
  STOPLOSS: 'FUT_TYPE_STOPLOSS',
  LIQUIDATION: 'FUT_TYPE_LIQUIDATION',
};

/**
 * What an order of the history came to: filled (at its fill price) or cancelled; an open one does not reach the
 * history. The price shown is the fill, else the limit, else none (a market order cancelled unfilled).
 */
export function orderOutcome(order: Pick<FuturesOrder, 'status' | 'filledPrice' | 'price'>): {
  status: ClientMessageCode;
  price: string | null;
} {
  return {
    status:
      order.status === 'FILLED'
        ? 'FUT_STATUS_FILLED'
        : order.status === 'OPEN'
          ? 'FUT_STATUS_OPEN'
          : 'FUT_STATUS_CANCELLED',
    price: order.filledPrice ?? order.price,
  };
}
