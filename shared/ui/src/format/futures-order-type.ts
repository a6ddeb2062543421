import type { ClientMessageCode, FuturesMarketType } from '@bx/contracts';

/** Each futures order type in the player's words (지정가, 시장가, 익절, 손절, 강제청산...). */
export const FUTURES_ORDER_TYPE_LABELS: Record<FuturesMarketType, ClientMessageCode> = {
  LIMIT: 'FUT_LIMIT',
  MARKET: 'FUT_MARKET_ORDER',
  STOPLIMIT: 'FUT_STOP_LIMIT',
  STOPMARKET: 'FUT_STOP_MARKET',
  TAKEPROFIT: 'FUT_TYPE_TAKEPROFIT',
  STOPLOSS: 'FUT_TYPE_STOPLOSS',
  LIQUIDATION: 'FUT_TYPE_LIQUIDATION',
};
