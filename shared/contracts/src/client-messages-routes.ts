/**
 * The header titles of the route table's screens and the areas' placeholder titles, with their English.
 * Part of CLIENT_MESSAGES.
 */
export const ROUTE_MESSAGES = {
  BACK: { ko: '뒤로', en: 'Back' },
  TITLE_SIGN_UP: { ko: '회원가입', en: 'Sign up' },
  TITLE_FIND_ACCOUNT: { ko: '아이디/비밀번호 찾기', en: 'Find ID / password' },
  TITLE_DNW: { ko: '입출금', en: 'Deposit/Withdraw' },
  TITLE_ASSETS: { ko: '자산현황', en: 'Assets' },
  TITLE_P2P: { ko: 'P2P', en: 'P2P' },
  TITLE_DNW_HISTORY: { ko: '입출금내역', en: 'Funds history' },
  TITLE_TRADE_HISTORY: { ko: '거래내역', en: 'Trade history' },
  TITLE_CONVERT: { ko: '전환', en: 'Convert' },
  TITLE_WALLET: { ko: '지갑', en: 'Wallet' },
  TITLE_DEPOSIT: { ko: '입금신청', en: 'Deposit request' },
  TITLE_WITHDRAW: { ko: '출금신청', en: 'Withdrawal request' },
  TITLE_MORE: { ko: '더보기', en: 'More' },
  TITLE_CHANGE_PASSWORD: { ko: '비밀번호 변경', en: 'Change password' },
  TITLE_INQUIRY_CREATE: { ko: '문의하기', en: 'Ask a question' },
  TITLE_ECONOMIC: { ko: '경제지표', en: 'Economic calendar' },
  TITLE_LIVE_CHAT: { ko: '라이브채팅', en: 'Live chat' },
  TITLE_SETTINGS: { ko: '설정', en: 'Settings' },
  TITLE_MY_PAGE: { ko: '내 정보', en: 'My page' },
  TITLE_TERMS: { ko: '이용약관', en: 'Terms of use' },
  TITLE_PRIVACY: { ko: '개인정보처리방침', en: 'Privacy policy' },
  TITLE_INVEST_INFO: { ko: '투자정보', en: 'Investment info' },
  TITLE_SUPPORT: { ko: '고객지원', en: 'Support' },
  TITLE_ADMIN: { ko: '운영 콘솔', en: 'Ops console' },
  AREA_SWITCHED_OFF: {
    ko: '이 서비스는 지금 이용할 수 없어 다른 화면으로 이동했습니다.',
    en: 'This service is no longer available, so you were taken to another page.',
  },
  AREA_TRADE: { ko: '바이너리 옵션', en: 'Binary options' },
  AREA_FUTURES: { ko: '선물거래', en: 'Futures' },
  AREA_OVERSEA: { ko: '해외선물 빠른주문', en: 'Overseas futures quick order' },
  AREA_SEARCH: { ko: '검색', en: 'Search' },
} as const;
