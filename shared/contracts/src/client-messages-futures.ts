/**
 * The perpetual futures screen (/future/{stock}, /futureView/{stock}): the option header, the order form, the
 * leverage and margin-type dialog, positions with TP/SL and margin, open orders, TP/SL orders, the history and
 * the realtime notices (spec sections 4, 8, 9), with their English. {name} parts are filled in where shown.
 * Part of CLIENT_MESSAGES; codes start FUT_ so none reads like a server error code (FUTURES_*).
 */
export const FUTURES_MESSAGES = {
  FUT_LIMIT: { ko: '지정가', en: 'Limit' },
  FUT_MARKET_ORDER: { ko: '시장가', en: 'Market' },
  FUT_STOP_LIMIT: { ko: '스탑 지정가', en: 'Stop limit' },
  FUT_STOP_MARKET: { ko: '스탑 시장가', en: 'Stop market' },
  FUT_COST: { ko: '비용', en: 'Cost' },
  FUT_QTY_ABOUT: { ko: '수량 약', en: 'Size about' },
  FUT_LONG: { ko: '롱', en: 'Long' },
  FUT_SHORT: { ko: '숏', en: 'Short' },
  FUT_STATUS_OPEN: { ko: '대기', en: 'Open' },
  FUT_STATUS_FILLED: { ko: '체결', en: 'Filled' },
  FUT_STATUS_CANCELLED: { ko: '취소', en: 'Cancelled' },
  FUT_TYPE_TAKEPROFIT: { ko: '익절', en: 'Take profit' },
  FUT_TYPE_STOPLOSS: { ko: '손절', en: 'Stop loss' },
  FUT_TYPE_LIQUIDATION: { ko: '강제청산', en: 'Liquidation' },
} as const;
