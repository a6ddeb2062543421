import type { FuturesMarketType, FuturesOrderStatus } from '@bx/contracts';
import { type FuturesTextCode } from './futures-text';

/** Each order type in the player's words. */
export const ORDER_TYPE_LABELS: Record<FuturesMarketType, FuturesTextCode> = {
  LIMIT: 'FUT_LIMIT',
  MARKET: 'FUT_MARKET_ORDER',
  STOPLIMIT: 'FUT_STOP_LIMIT',
  STOPMARKET: 'FUT_STOP_MARKET',
  TAKEPROFIT: 'FUT_TYPE_TAKEPROFIT',
  STOPLOSS: 'FUT_TYPE_STOPLOSS',
  LIQUIDATION: 'FUT_TYPE_LIQUIDATION',
};

export const ORDER_STATUS_LABELS: Record<FuturesOrderStatus, FuturesTextCode> = {
  OPEN: 'FUT_STATUS_OPEN',
  FILLED: 'FUT_STATUS_FILLED',
  CANCELLED: 'FUT_STATUS_CANCELLED',
};
