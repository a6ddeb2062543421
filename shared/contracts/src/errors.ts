/**
 * Reason codes with their Korean and English messages. The server answers in the site's language; the
 * client keeps the Korean-to-English map for messages that reach it in Korean on an English site.
 */
export const ERROR_MESSAGES = {
  SITE_REQUIRED: { ko: 'siteInfoId가 필요합니다.', en: 'siteInfoId is required.' },
  WRONG_ACCESS: { ko: '잘못된 접근입니다.', en: 'Wrong access.' },
  VALIDATION: { ko: '입력값이 올바르지 않습니다.', en: 'The input is not valid.' },
  NOT_FOUND: { ko: '요청한 주소를 찾을 수 없습니다.', en: 'The requested address was not found.' },
  UNAUTHORIZED: { ko: '로그인이 필요합니다.', en: 'Please log in.' },
  TOKEN_EXPIRED: { ko: '토큰이 만료되었습니다.', en: 'The token has expired.' },
  TOKEN_INVALID: { ko: '유효하지 않은 토큰입니다.', en: 'The token is not valid.' },
  NO_PERMISSION: { ko: '권한이 없습니다.', en: 'You do not have permission.' },
  INSUFFICIENT_PRIVILEGES: { ko: '권한이 부족합니다.', en: 'Insufficient privileges.' },
  LOGIN_MISMATCH: {
    ko: '아이디 또는 비밀번호가 일치하지 않습니다.',
    en: 'The username or password does not match.',
  },
  PASSWORD_MISMATCH: { ko: '현재 비밀번호가 일치하지 않습니다.', en: 'The current password does not match.' },
  WAITING_APPROVAL: { ko: '승인 대기중입니다.', en: 'Waiting for approval.' },
  ACCOUNT_DENIED: {
    ko: '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    en: 'This account cannot be used. Please contact the administrator.',
  },
  USERNAME_DUPLICATE: { ko: '이미 사용중인 아이디입니다.', en: 'The username is already in use.' },
  NICK_DUPLICATE: { ko: '이미 사용중인 닉네임입니다.', en: 'The nickname is already in use.' },
  PHONE_DUPLICATE: { ko: '이미 등록된 휴대폰 번호입니다.', en: 'The phone number is already registered.' },
  USER_NOT_FOUND: { ko: '존재하지 않는 회원입니다.', en: 'The user does not exist.' },
  PARTNER_NOT_FOUND: { ko: '존재하지 않는 파트너입니다.', en: 'The partner does not exist.' },
  SITE_NOT_FOUND: { ko: '존재하지 않는 사이트입니다.', en: 'The site does not exist.' },
  RATE_LIMITED: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again later.',
  },
  INTERNAL: { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.' },
  INVALID_JSON: { ko: '요청 본문이 올바른 JSON이 아닙니다.', en: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { ko: '요청 본문이 너무 큽니다.', en: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    ko: '지원하지 않는 요청 형식입니다.',
    en: 'The request content type is not supported.',
  },
  INSUFFICIENT_BALANCE: { ko: '잔액이 부족합니다.', en: 'Insufficient balance.' },
  IDEMPOTENCY_CONFLICT: {
    ko: '같은 요청 키로 다른 요청이 이미 처리되었습니다.',
    en: 'A different request was already processed with the same key.',
  },
  CONTENT_NOT_FOUND: { ko: '존재하지 않는 게시글입니다.', en: 'The post does not exist.' },
  CONTACT_NOT_FOUND: { ko: '존재하지 않는 문의입니다.', en: 'The inquiry does not exist.' },
  MESSAGE_NOT_FOUND: { ko: '존재하지 않는 메시지입니다.', en: 'The message does not exist.' },
  APP_VERSION_NOT_FOUND: { ko: '앱 버전 정보가 없습니다.', en: 'No app version is registered.' },
  CERT_NOT_REQUESTED: {
    ko: '인증번호를 먼저 요청해주세요.',
    en: 'Please request a verification code first.',
  },
  CERT_CODE_EXPIRED: {
    ko: '인증번호가 만료되었습니다. 다시 요청해주세요.',
    en: 'The verification code has expired. Please request a new one.',
  },
  CERT_CODE_MISMATCH: { ko: '인증번호가 일치하지 않습니다.', en: 'The verification code does not match.' },
  CERT_ATTEMPTS_EXCEEDED: {
    ko: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
    en: 'Too many attempts. Please request a new verification code.',
  },
  DELIVERY_TARGET_REQUIRED: {
    ko: '휴대폰 번호 또는 이메일을 입력해주세요.',
    en: 'Please enter a phone number or an email address.',
  },
  BET_TOO_SMALL: { ko: '투자금액이 너무 적습니다.', en: 'The investment amount is too small.' },
  BET_UNIT_MISMATCH: {
    ko: '금액의 최소 단위를 맞춰주세요.',
    en: 'Please match the minimum unit of the amount.',
  },
  ROUND_NOT_FOUND: { ko: '존재하지 않는 회차입니다.', en: 'The round does not exist.' },
  ROUND_CLOSED: { ko: '베팅이 마감된 회차입니다.', en: 'Betting on this round has closed.' },
  ROUND_NOT_OPEN: { ko: '아직 베팅할 수 없는 회차입니다.', en: 'This round is not open for bets yet.' },
  OPTION_NOT_FOUND: { ko: '존재하지 않는 거래 옵션입니다.', en: 'The trade option does not exist.' },
  OPTION_STOPPED: { ko: '거래가 중지된 옵션입니다.', en: 'Trading on this option is stopped.' },
  MARKET_CLOSED: { ko: '현재 휴장중입니다.', en: 'The market is closed.' },
  STOCK_NOT_FOUND: { ko: '존재하지 않는 종목입니다.', en: 'The stock does not exist.' },
  KEY_NOT_FOUND: { ko: '존재하지 않는 설정입니다.', en: 'The setting does not exist.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    ko: 'Idempotency-Key 헤더가 필요합니다.',
    en: 'The Idempotency-Key header is required.',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorMessage(code: ErrorCode, lang: 'ko' | 'en'): string {
  return ERROR_MESSAGES[code][lang];
}
