/**
 * The binary trade screen around the bet form: the round, its phases, the chart, the lists and the result
 * notices, with their English. {name} parts are filled in where shown. Part of CLIENT_MESSAGES.
 */
export const TRADE_MESSAGES = {
  OPTION_LOADING: { ko: '종목을 불러오는 중', en: 'Loading the option' },
  NO_TRADABLE_OPTION: { ko: '현재 거래 가능한 종목이 없습니다.', en: 'No option can be traded now.' },
  LIST_LOADING: { ko: '불러오는 중', en: 'Loading' },
  PAGES: { ko: '페이지', en: 'Pages' },
  PAGE_PREVIOUS: { ko: '이전', en: 'Previous' },
  PAGE_NEXT: { ko: '다음', en: 'Next' },

  GAME_SECONDS: { ko: '{n}초', en: '{n} s' },
  GAME_MINUTES: { ko: '{n}분', en: '{n} min' },
  GAME_BINARY_MINUTES: { ko: '바이너리 {n}분', en: 'Binary {n} min' },
  PRICE_NOW: { ko: '현재가', en: 'Current price' },
  ROUND_NO: { ko: '{no}회차', en: 'Round {no}' },

  CHART_LABEL: { ko: '실시간 차트', en: 'Live chart' },
  CHART_LOADING: { ko: '차트를 불러오는 중', en: 'Loading the chart' },
  CHART_FAILED: { ko: '차트를 불러오지 못했습니다.', en: 'The chart could not be loaded.' },

  BET_RUNNING: { ko: '진행중', en: 'Running' },
  BET_WON: { ko: '적중', en: 'Won' },
  BET_LOST: { ko: '미적중', en: 'Lost' },
  BET_CANCELLED: { ko: '취소(환불)', en: 'Cancelled (refunded)' },
  BET_VOID: { ko: '무효(환불)', en: 'Void (refunded)' },
  BET_PAID: { ko: '지급 {amount}', en: 'Paid {amount}' },
} as const;
