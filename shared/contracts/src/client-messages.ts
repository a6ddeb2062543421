import { ACCOUNT_MESSAGES } from './client-messages-account.js';
import { BINARY_MESSAGES } from './client-messages-binary.js';
import { COIN_WALLET_MESSAGES } from './client-messages-coin-wallet.js';
import { COMMON_MESSAGES } from './client-messages-common.js';
import { COPYTRADE_MESSAGES } from './client-messages-copytrade.js';
import { FUTURES_MESSAGES } from './client-messages-futures.js';
import { INPUT_MESSAGES } from './client-messages-inputs.js';
import { MORE_MESSAGES } from './client-messages-more.js';
import { OVERSEA_MESSAGES } from './client-messages-oversea.js';
import { PARTNER_MESSAGES } from './client-messages-partner.js';
import { CHROME_MESSAGES } from './client-messages-chrome.js';
import { ROUTE_MESSAGES } from './client-messages-routes.js';
import { SEARCH_MESSAGES } from './client-messages-search.js';
import { TRADE_MESSAGES } from './client-messages-trade.js';
import { TRANSFER_MESSAGES } from './client-messages-transfer.js';
import { WALLET_MESSAGES } from './client-messages-wallet.js';

/**
 * The messages the client itself shows (spec section 8, "Client messages", and the host's own notices),
 * with the English that English sites show instead.
 */
export const CLIENT_MESSAGES = {
  ...COMMON_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...BINARY_MESSAGES,
  ...INPUT_MESSAGES,
  ...TRADE_MESSAGES,
  ...TRANSFER_MESSAGES,
  ...ROUTE_MESSAGES,
  ...CHROME_MESSAGES,
  ...MORE_MESSAGES,
  ...SEARCH_MESSAGES,
  ...OVERSEA_MESSAGES,
  ...FUTURES_MESSAGES,
  ...COPYTRADE_MESSAGES,
  ...WALLET_MESSAGES,
  ...COIN_WALLET_MESSAGES,
  ...PARTNER_MESSAGES,
  RECONNECTING: { ko: '재연결 중입니다.', en: 'Reconnecting.' },
  RECONNECT_FAILED: {
    ko: '재연결에 실패했습니다. 새로고침 후 다시 시도해주세요.',
    en: 'Reconnection failed. Please refresh and try again.',
  },
  FORCED_LOGOUT: {
    ko: '접속이 끊겼습니다. 잠시 후 다시 로그인해주세요.',
    en: 'You have been disconnected. Please log in again shortly.',
  },
  MARKET_HOLIDAY: { ko: '종목이 현재 휴장중입니다.', en: ' is closed for a market holiday.' },
  PREPARING: { ko: '준비중입니다.', en: 'Coming soon.' },
  UNREAD_EXISTS: { ko: '읽지 않은 메시지가 존재합니다.', en: 'You have unread messages.' },
  NEW_MESSAGE: { ko: '새로운 메시지가 도착하였습니다.', en: 'A new message has arrived.' },
  NEW_ANSWER: { ko: '문의한 메시지의 답변이 도착했습니다.', en: 'Your inquiry has been answered.' },
  ACCOUNT_DENIED: {
    ko: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    en: 'This account cannot be used. Please contact the administrator.',
  },
  DEVICE_BLOCKED: {
    ko: '이 기기에서는 이용할 수 없는 계정입니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    en: 'This account cannot be used on this device. Please contact the administrator.',
  },
  OPTION_CLOSED: { ko: '현재 모든종목이 휴장처리되었습니다.', en: 'All options are now closed.' },
  LEAVE_REGISTRATION: { ko: '회원가입을 멈추시겠습니까?', en: 'Stop signing up?' },
  REMOTE_FAILED: {
    ko: '화면을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    en: 'This screen could not be loaded. Please try again shortly.',
  },
  SERVER_UNREACHABLE: { ko: '서버에 연결할 수 없습니다.', en: 'The server cannot be reached.' },
  MESSAGES_TITLE: { ko: '메시지', en: 'Messages' },
  MESSAGES_FAILED: { ko: '메시지를 불러오지 못했습니다.', en: 'Your messages could not be loaded.' },
  INQUIRY: { ko: '1:1 문의', en: 'Inquiry' },
  OPTIONS_FAILED: { ko: '종목을 불러오지 못했습니다.', en: 'The options could not be loaded.' },
} as const;

export type ClientMessageCode = keyof typeof CLIENT_MESSAGES;
