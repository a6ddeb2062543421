/**
 * The search area's words (/search/oversea: the period, the daily profit and the closed trades), with their
 * English. Part of CLIENT_MESSAGES.
 */
export const SEARCH_MESSAGES = {
  SEARCH_OVERSEA_TITLE: { ko: '해외선물 거래내역', en: 'Overseas futures history' },

  SEARCH_PERIOD: { ko: '조회 기간', en: 'Period' },
  SEARCH_PERIOD_TODAY: { ko: '오늘', en: 'Today' },
  SEARCH_PERIOD_WEEK: { ko: '1주일', en: '1 week' },
  SEARCH_PERIOD_MONTH: { ko: '1개월', en: '1 month' },
  SEARCH_PERIOD_CUSTOM: { ko: '직접입력', en: 'Custom' },
  SEARCH_PERIOD_START: { ko: '시작일', en: 'From' },
  SEARCH_PERIOD_END: { ko: '종료일', en: 'To' },
  SEARCH_PERIOD_APPLY: { ko: '조회', en: 'Show' },
  SEARCH_PERIOD_MISSING: { ko: '시작일과 종료일을 입력해주세요.', en: 'Enter both dates.' },
  SEARCH_PERIOD_REVERSED: {
    ko: '시작일은 종료일보다 늦을 수 없습니다.',
    en: 'The start date cannot be after the end date.',
  },
  SEARCH_PERIOD_FUTURE: {
    ko: '오늘 이후의 날짜는 조회할 수 없습니다.',
    en: 'Dates after today cannot be shown.',
  },
  SEARCH_PERIOD_TOO_LONG: {
    ko: '조회 기간은 최대 {days}일입니다.',
    en: 'The period can be at most {days} days.',
  },

  SEARCH_PROFIT_TITLE: { ko: '기간 실현손익', en: 'Realized profit' },
  SEARCH_PROFIT_DAILY: { ko: '일별 실현손익', en: 'Profit per day' },
  SEARCH_TRADE_COUNT: { ko: '{count}건', en: 'Trades: {count}' },
  SEARCH_KRW: { ko: '{amount}원', en: 'KRW {amount}' },

  SEARCH_HISTORY_TITLE: { ko: '청산 내역', en: 'Closed trades' },
  SEARCH_HISTORY_EMPTY: {
    ko: '이 기간에 청산된 거래가 없습니다.',
    en: 'No trades were closed in this period.',
  },
  SEARCH_HISTORY_MORE: { ko: '더보기', en: 'Show more' },
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
