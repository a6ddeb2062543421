/**
 * The search area's texts with their English. A package of its own, not one of the federation's shared
 * singletons: only the search remote's build bundles it, so a new or changed text ships with that remote's
 * deploy and the shared `@bx/contracts` every page loads leaves it out.
 */
export const SEARCH_TEXTS = {
  SEARCH_OVERSEA_TITLE: { ko: '해외선물 거래내역', en: 'Overseas futures history' },
  SEARCH_PERIOD: { ko: '조회 기간', en: 'Period' },
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
  SEARCH_HISTORY_TITLE: { ko: '청산 내역', en: 'Closed trades' },
  SEARCH_HISTORY_EMPTY: {
    ko: '이 기간에 청산된 거래가 없습니다.',
    en: 'No trades were closed in this period.',
  },
  SEARCH_HISTORY_MORE: { ko: '더보기', en: 'Show more' },

  DNW_HISTORY_EMPTY_PERIOD: {
    ko: '이 기간의 입출금 내역이 없습니다.',
    en: 'No deposits or withdrawals in this period.',
  },
  DNW_FILTER_TYPE: { ko: '구분', en: 'Type' },
  DNW_FILTER_ALL: { ko: '전체', en: 'All' },
  DNW_SEARCH_TITLE: { ko: '입출금내역', en: 'Deposits & withdrawals' },
  // The search area's two screens, /search/oversea and /search/dnw, one tab each.
  SEARCH_TABS: { ko: '검색 메뉴', en: 'Search menu' },
  SEARCH_TAB_OVERSEA: { ko: '해외선물내역', en: 'Futures trades' },
  SEARCH_TAB_DNW: { ko: '입출금내역', en: 'Funds history' },
} as const;

export type SearchMessageCode = keyof typeof SEARCH_TEXTS;
