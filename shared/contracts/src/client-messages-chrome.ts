/**
 * The host's own words: its loading and error states, the sign-in page, the footer tabs, the headers, the
 * drawers and the side menu, with their English. Part of CLIENT_MESSAGES.
 */
export const CHROME_MESSAGES = {
  LOADING_SCREEN: { ko: '화면을 불러오는 중입니다.', en: 'Loading the screen.' },
  LOADING_SCREEN_SECONDS: {
    ko: '화면을 불러오는 중입니다. ({seconds}초)',
    en: 'Loading the screen. ({seconds} s)',
  },
  SCREEN_FAILED: {
    ko: '화면을 표시하는 중 오류가 발생했습니다.',
    en: 'Something went wrong while showing this screen.',
  },
  BACK_TO_TOP: { ko: '맨 위로', en: 'Back to top' },
  SIGN_IN: { ko: '로그인', en: 'Log in' },
  SIGNING_IN: { ko: '로그인 중…', en: 'Logging in…' },
  LOG_OUT: { ko: '로그아웃', en: 'Log out' },
  TAB_QUICK_ORDER: { ko: '빠른주문', en: 'Quick order' },
  TAB_OPTIONS: { ko: '옵션', en: 'Options' },
  TAB_FUNDS: { ko: '입출금', en: 'Funds' },
  MAIN_MENU: { ko: '주요 메뉴', en: 'Main menu' },
  MENU: { ko: '메뉴', en: 'Menu' },
  NEW_MESSAGE_BADGE: { ko: '새 메시지', en: 'New message' },
  UNREAD_COUNT: { ko: '읽지 않은 메시지 {count}', en: 'Unread messages: {count}' },
  HIDE_TODAY: { ko: '오늘 하루 보지 않기', en: "Don't show today" },
  OPTION_LIST: { ko: '종목 목록', en: 'Options' },
  OPTION_PICK: { ko: '종목 선택', en: 'Choose an option' },
  NO_OPTIONS: { ko: '거래 가능한 종목이 없습니다.', en: 'No options to trade.' },
  DRAWER_OVERSEA: { ko: '해외선물', en: 'Overseas futures' },
  MENU_FUTURES_OPTIONS: { ko: '선물 옵션', en: 'Futures options' },
  MENU_DEPOSIT_HISTORY: { ko: '입금내역', en: 'Deposit history' },
  MENU_NOTICES: { ko: '공지사항', en: 'Notices' },
  VISITOR: { ko: '방문자', en: 'Visitor' },
  MONEY_KRW: { ko: '{amount} 원', en: 'KRW {amount}' },
  COIN_PICK: { ko: '코인 선택', en: 'Choose a coin' },
  COIN_USDT: { ko: '테더', en: 'Tether' },
  COIN_BTC: { ko: '비트코인', en: 'Bitcoin' },
  COIN_ETH: { ko: '이더리움', en: 'Ethereum' },
  COIN_XRP: { ko: '리플', en: 'XRP' },
  COIN_DOGE: { ko: '도지코인', en: 'Dogecoin' },
  COIN_EOS: { ko: '이오스', en: 'EOS' },
  ACCESS_REFUSED: {
    ko: '운영자 계정만 열 수 있는 화면입니다.',
    en: 'Only operator accounts can open this page.',
  },
} as const;
