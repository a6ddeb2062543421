/**
 * The search area's words (/search/oversea: the period, the daily profit and the closed trades), with their
 * English. Part of CLIENT_MESSAGES.
 */
export const SEARCH_MESSAGES = {
  SEARCH_PERIOD_TODAY: { ko: '오늘', en: 'Today' },
  SEARCH_PERIOD_WEEK: { ko: '1주일', en: '1 week' },
  SEARCH_PERIOD_MONTH: { ko: '1개월', en: '1 month' },

  SEARCH_KRW: { ko: '{amount}원', en: 'KRW {amount}' },

  SEARCH_SIDE_LONG: { ko: '매수', en: 'Buy' },
  SEARCH_SIDE_SHORT: { ko: '매도', en: 'Sell' },
  SEARCH_CONTRACTS: { ko: '{qty}계약', en: 'Qty: {qty}' },
  SEARCH_ENTRY_PRICE: { ko: '진입가', en: 'Entry' },
  SEARCH_CLOSE_PRICE: { ko: '청산가', en: 'Close' },
  SEARCH_CLOSE_REASON: { ko: '청산사유', en: 'Reason' },
  SEARCH_REALIZED_PNL: { ko: '실현손익', en: 'Realized PnL' },
  SEARCH_REASON_MANUAL: { ko: '직접청산', en: 'Closed by you' },
  SEARCH_REASON_TAKEPROFIT: { ko: '익절', en: 'Take profit' },
  SEARCH_REASON_STOPLOSS: { ko: '손절', en: 'Stop loss' },
  SEARCH_REASON_LIQUIDATION: { ko: '로스컷', en: 'Loss-cut' },
  SEARCH_REASON_SESSION_END: { ko: '장마감 청산', en: 'Session close' },
} as const;
