import { formatAmount } from './decimal.js';
import { resolveParticles } from './korean-particles.js';
import type { SiteLang } from './site.js';
import type { DecimalString } from './user.js';

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
  REMOTE_NOT_FOUND: { ko: '이 사이트에 없는 리모트입니다.', en: 'This site has no such remote.' },
  REMOTE_ENTRY_INVALID: {
    ko: '리모트 주소는 /remotes/<이름>/…/mf-manifest.json 또는 https 주소의 mf-manifest.json이어야 합니다.',
    en: 'A remote entry must be /remotes/<name>/…/mf-manifest.json or an https URL of an mf-manifest.json.',
  },
  REMOTE_REQUIRED: {
    ko: '운영 콘솔은 끌 수 없습니다. 다른 빌드로 바꾸거나 되돌리세요.',
    en: 'The ops console cannot be switched off; point it at another build or roll it back.',
  },
  REMOTE_NO_PREVIOUS: {
    ko: '되돌릴 이전 빌드가 없습니다.',
    en: 'There is no previous build to roll back to.',
  },
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
  DEVICE_BLOCKED: {
    ko: '이 기기에서는 이용할 수 없는 계정입니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    en: 'This account cannot be used on this device. Please contact the administrator.',
  },
  FORCE_LOGOUT: {
    ko: '접속이 끊겼습니다. 잠시 후 다시 로그인해주세요.',
    en: 'You have been disconnected. Please log in again shortly.',
  },
  USERNAME_DUPLICATE: { ko: '이미 사용중인 아이디입니다.', en: 'The username is already in use.' },
  NICK_DUPLICATE: { ko: '이미 사용중인 닉네임입니다.', en: 'The nickname is already in use.' },
  PHONE_DUPLICATE: { ko: '이미 등록된 휴대폰 번호입니다.', en: 'The phone number is already registered.' },
  USER_NOT_FOUND: { ko: '존재하지 않는 회원입니다.', en: 'The user does not exist.' },
  PARTNER_NOT_FOUND: { ko: '존재하지 않는 파트너입니다.', en: 'The partner does not exist.' },
  BANK_NOT_FOUND: {
    ko: '이 사이트에서 선택할 수 없는 은행입니다.',
    en: 'This bank is not available on this site.',
  },
  SITE_NOT_FOUND: { ko: '존재하지 않는 사이트입니다.', en: 'The site does not exist.' },
  RATE_LIMITED: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many requests. Please try again later.',
  },
  LOGIN_LOCKED: {
    ko: '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 제한되었습니다. 잠시 후 다시 시도해주세요.',
    en: 'Too many wrong passwords. Login is paused for a while; please try again later.',
  },
  SERVER_BUSY: {
    ko: '접속이 많아 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    en: 'The server is busy. Please try again in a moment.',
  },
  INTERNAL: { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.' },
  SERVICE_UNAVAILABLE: {
    ko: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  DELIVERY_UNAVAILABLE: {
    ko: '인증번호를 보낼 수 없습니다. 관리자에게 문의해주세요.',
    en: 'Codes cannot be sent right now. Please contact the administrator.',
  },
  PHONE_NOT_VERIFIED: {
    ko: '휴대폰 인증을 완료해주세요.',
    en: 'Please verify your phone number first.',
  },
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
  // The rest of spec section 8's Korean-to-English map, grouped as the spec lists it.
  // Login
  OTP_MISMATCH: { ko: 'OTP 번호가 일치하지 않습니다.', en: 'The OTP code does not match.' },
  // Missing entities
  COUPON_NOT_FOUND: { ko: '존재하지 않는 쿠폰입니다.', en: 'The coupon does not exist.' },
  WALLET_NOT_FOUND: { ko: '존재하지 않는 지갑입니다.', en: 'The wallet does not exist.' },
  TRADER_NOT_FOUND: { ko: '존재하지 않는 트레이더입니다.', en: 'The trader does not exist.' },
  FOLLOWER_NOT_FOUND: { ko: '존재하지 않는 팔로워입니다.', en: 'The follower does not exist.' },
  ORDER_NOT_FOUND: { ko: '존재하지 않는 주문입니다.', en: 'The order does not exist.' },
  POSITION_NOT_FOUND: { ko: '존재하지 않는 포지션입니다.', en: 'The position does not exist.' },
  // Trading rules
  LEVERAGE_MISMATCH: { ko: '레버리지가 일치하지 않습니다.', en: 'The leverage does not match.' },
  MARGIN_TYPE_MISMATCH: { ko: '마진 타입이 일치하지 않습니다.', en: 'The margin type does not match.' },
  LEVERAGE_LOCKED_BY_POSITION: {
    ko: '보유 포지션이 있어 레버리지를 변경할 수 없습니다.',
    en: 'The leverage cannot be changed while a position is open.',
  },
  LEVERAGE_LOCKED_BY_COPY_ORDER: {
    ko: '카피 주문이 있어 레버리지를 변경할 수 없습니다.',
    en: 'The leverage cannot be changed while copy orders are open.',
  },
  INSUFFICIENT_ISOLATED_MARGIN: { ko: '격리 마진이 부족합니다.', en: 'Insufficient isolated margin.' },
  MAX_QUANTITY_EXCEEDED: {
    ko: '최대 주문 수량을 초과했습니다.',
    en: 'The maximum order quantity has been exceeded.',
  },
  MAX_CONTRACTS_EXCEEDED: {
    ko: '최대 계약 수를 초과했습니다.',
    en: 'The maximum number of contracts has been exceeded.',
  },
  REDUCE_ONLY: { ko: '포지션 감소 주문만 가능합니다.', en: 'Only reduce-only orders are allowed.' },
  TPSL_REJECTED: { ko: 'TP/SL 주문이 거부되었습니다.', en: 'The TP/SL order was rejected.' },
  OVERNIGHT_ALREADY_SET: { ko: '이미 오버나잇이 설정되었습니다.', en: 'Overnight is already set.' },
  OVERNIGHT_UNAVAILABLE: {
    ko: '마감 예정 종목은 오버나잇을 설정할 수 없습니다.',
    en: 'Overnight is not available for stocks that are closing.',
  },
  // Perpetual futures (/api/futures, docs/futures.md).
  FUTURES_MIN_NOTIONAL: {
    ko: '최소 주문 금액은 10 USDT입니다.',
    en: 'The minimum order is 10 USDT.',
  },
  FUTURES_QTY_INVALID: {
    ko: '주문 수량은 0보다 크고 수량 단위에 맞아야 합니다.',
    en: 'The quantity must be above 0 and on the quantity step.',
  },
  FUTURES_PRICE_INVALID: {
    ko: '가격은 호가 단위에 맞는 0보다 큰 값이어야 합니다.',
    en: 'The price must be above 0 and on the price step.',
  },
  FUTURES_WOULD_TRIGGER: {
    ko: '주문이 즉시 실행되는 가격입니다. 가격을 확인해주세요.',
    en: 'The order would trigger immediately. Please check the price.',
  },
  REDUCE_ONLY_REJECTED: {
    ko: '포지션을 줄이는 주문이 아니어서 거부되었습니다.',
    en: 'The reduce-only order was rejected: it would not reduce the position.',
  },
  LEVERAGE_OUT_OF_RANGE: {
    ko: '레버리지는 1배에서 최대 레버리지 사이여야 합니다.',
    en: 'The leverage must be between 1x and the maximum leverage.',
  },
  LEVERAGE_MARGIN_INSUFFICIENT: {
    ko: '잔액이 부족하여 레버리지를 낮출 수 없습니다.',
    en: 'The leverage cannot be lowered: the balance is insufficient.',
  },
  MARGIN_TYPE_LOCKED: {
    ko: '미체결 주문이나 보유 포지션이 있어 마진 타입을 변경할 수 없습니다.',
    en: 'The margin type cannot be changed while orders or a position are open.',
  },
  ISOLATED_MARGIN_ONLY: {
    ko: '격리 마진 포지션만 마진을 조정할 수 있습니다.',
    en: 'Margin can be adjusted only for isolated positions.',
  },
  FUTURES_AMOUNT_INVALID: {
    ko: '주문 금액(USDT)은 0보다 크고 소수점 6자리까지 입력할 수 있습니다.',
    en: 'The order amount (USDT) must be above 0, with at most 6 decimals.',
  },
  MARGIN_AMOUNT_INVALID: {
    ko: '증거금 금액(USDT)은 0보다 크고 소수점 6자리까지 입력할 수 있습니다.',
    en: 'The margin amount (USDT) must be above 0, with at most 6 decimals.',
  },
  TP_PRICE_CROSSED: {
    ko: '익절가가 이미 지난 가격입니다. 롱은 기준 가격보다 높게, 숏은 낮게 설정해주세요.',
    en: 'The take-profit price has already been passed: set it above the trigger price for a long, below for a short.',
  },
  SL_PRICE_CROSSED: {
    ko: '손절가가 이미 지난 가격입니다. 롱은 기준 가격보다 낮게, 숏은 높게 설정해주세요.',
    en: 'The stop-loss price has already been passed: set it below the trigger price for a long, above for a short.',
  },
  TPSL_PAST_ZERO: {
    ko: '틱 수가 너무 커서 발동 가격이 0 이하가 됩니다.',
    en: 'Too many ticks: the trigger price would be zero or below.',
  },
  // Overseas futures quick orders (/api/oversea). {stock} is replaced by the stock's code.
  OVERSEA_MARKET_CLOSED: { ko: '{stock}종목이 현재 휴장중입니다.', en: '{stock} is closed for trading now.' },
  OVERSEA_QTY_RANGE: {
    ko: '주문 수량이 허용 범위를 벗어났습니다.',
    en: 'The number of contracts is out of the allowed range.',
  },
  OVERSEA_PRICE_INVALID: {
    ko: '지정가는 호가 단위에 맞는 0보다 큰 가격이어야 합니다.',
    en: 'The limit price must be above 0 and on the price step.',
  },
  OVERSEA_CLOSE_SIDE: {
    ko: '포지션을 청산하려면 반대 방향으로 주문해주세요.',
    en: 'To close a position, order the opposite side.',
  },
  OVERNIGHT_NOT_SET: { ko: '오버나잇이 설정되어 있지 않습니다.', en: 'Overnight is not set.' },
  // Copy trading
  TRADER_NOT_ACCEPTING: {
    ko: '현재 팔로워를 받지 않는 트레이더입니다.',
    en: 'This trader is not accepting followers.',
  },
  FOLLOWER_QUOTA_EXCEEDED: {
    ko: '팔로워 모집 인원이 초과되었습니다.',
    en: 'The follower quota has been exceeded.',
  },
  FOLLOW_WITH_OPEN_POSITION: {
    ko: '보유 포지션이나 미체결 주문이 있어 팔로우할 수 없습니다.',
    en: 'You cannot follow while you have open positions or orders.',
  },
  FOLLOW_INSUFFICIENT_BALANCE: {
    ko: '잔액이 부족하여 팔로우할 수 없습니다.',
    en: 'Unable to follow due to insufficient balance.',
  },
  TRADER_LIQUIDATED: { ko: '청산된 트레이더입니다.', en: 'The trader has been liquidated.' },
  ALREADY_FOLLOWING: {
    ko: '이미 팔로우 중인 트레이더가 있습니다. 한 명의 트레이더만 팔로우할 수 있습니다.',
    en: 'You already follow a trader. You can follow only one trader.',
  },
  TRADER_CANNOT_FOLLOW: {
    ko: '트레이더는 팔로우할 수 없습니다.',
    en: 'Traders cannot follow other traders.',
  },
  FOLLOW_MULTIPLY_INVALID: {
    ko: '팔로우 배율은 0% 이상, 1% 단위로 입력해주세요.',
    en: 'The follow multiplier must be 0% or more, in steps of 1%.',
  },
  FOLLOW_BET_TOO_SMALL: {
    ko: '최대 한도와 1회 한도는 10 USDT 이상이어야 합니다.',
    en: 'The maximum limit and the one-time limit must be at least 10 USDT.',
  },
  FOLLOW_MAX_BET_NOT_ABOVE: {
    ko: '최대 한도는 1회 한도보다 커야 합니다.',
    en: 'The maximum limit must be greater than the one-time limit.',
  },
  FOLLOW_PAIRS_REQUIRED: {
    ko: '거래 종목을 하나 이상 선택해주세요.',
    en: 'Select at least one trading pair.',
  },
  TRADER_SELL_REFUSED: {
    ko: '트레이더는 매도(숏) 주문을 할 수 없습니다. 포지션 종료만 가능합니다.',
    en: 'Traders cannot place sell (short) orders; they can only close positions.',
  },
  TRADER_TPSL_REFUSED: {
    ko: '트레이더는 TP/SL 주문을 할 수 없습니다.',
    en: 'Traders cannot place TP/SL orders.',
  },
  COPY_LIMIT_REACHED: {
    ko: '팔로우 한도(1회 한도, 최대 한도)에 도달하여 카피 주문을 건너뛰었습니다.',
    en: 'The copy order was skipped: your follow limits (one-time or maximum) are reached.',
  },
  COPY_SIZE_TOO_SMALL: {
    ko: '카피 주문 수량이 최소 주문 단위보다 작아 건너뛰었습니다.',
    en: 'The copy order was skipped: its size is below the minimum order.',
  },
  SUBSCRIBE_UNAVAILABLE: { ko: '구독할 수 없습니다.', en: 'Subscription is not available.' },
  FOLLOW_STOP_LOSS_INVALID: {
    ko: '손절 비율은 1%에서 100% 사이, 1% 단위로 입력해주세요.',
    en: 'The stop-loss must be a whole percent from 1 to 100.',
  },
  PROFIT_SHARE_ABOVE_CAP: {
    ko: '수익 분배율은 운영자가 정한 상한 이하로 설정해주세요.',
    en: 'The profit share cannot exceed the cap the operator set.',
  },
  // Wallet, deposit and withdraw
  COIN_UNSUPPORTED: { ko: '지원하지 않는 코인입니다.', en: 'The coin is not supported.' },
  WALLET_UNSUPPORTED: { ko: '지원하지 않는 지갑입니다.', en: 'The wallet is not supported.' },
  DEPOSIT_UNAVAILABLE: { ko: '입금이 불가능합니다.', en: 'Deposits are not possible.' },
  WITHDRAW_UNAVAILABLE: { ko: '출금이 불가능합니다.', en: 'Withdrawals are not possible.' },
  DNW_IN_PROGRESS: { ko: '이미 진행중인 신청이 있습니다.', en: 'A request is already in progress.' },
  DNW_ALREADY_PROCESSED: { ko: '이미 처리된 내역입니다.', en: 'This request has already been processed.' },
  // The /dnw screen's own words (spec section 5), answered by the server too for clients that skip the check.
  WITHDRAW_EXCEEDS_BALANCE: {
    ko: '출금신청금액이 보유금액을 초과합니다.',
    en: 'The withdrawal amount exceeds your balance.',
  },
  // A won withdrawal is paid to the account the player registered; without one there is nowhere to pay it.
  PAYOUT_ACCOUNT_REQUIRED: {
    ko: '등록된 출금 계좌가 없습니다. 고객센터로 문의해주세요.',
    en: 'No payout account is on file. Please contact the help desk.',
  },
  // The site's largest single request of a currency (docs/dnw.md, "Limits"), {amount} as the language writes it.
  AMOUNT_ABOVE_MAXIMUM: {
    ko: '1회 최대 금액은 {amount}입니다.',
    en: 'The most a single request can be is {amount}.',
  },
  DNW_NOT_FOUND: {
    ko: '입출금 내역을 찾을 수 없습니다.',
    en: 'The deposit/withdrawal request was not found.',
  },
  TRANSFER_TO_SELF: { ko: '본인에게는 보낼 수 없습니다.', en: 'You cannot send to yourself.' },
  INSUFFICIENT_FEE: { ko: '수수료가 부족합니다.', en: 'Insufficient fee.' },
  DESTINATION_TAG_OUT_OF_RANGE: {
    ko: '데스티네이션 태그가 허용 범위를 벗어났습니다.',
    en: 'The destination tag is out of range.',
  },
  // Moves between a player's own wallets (POST /api/dnw/convert).
  CONVERT_SAME_WALLET: {
    ko: '보내는 지갑과 받는 지갑이 같습니다.',
    en: 'The source and destination wallets are the same.',
  },
  CONVERT_PAIR_UNSUPPORTED: {
    ko: '이 지갑 사이의 전환은 지원하지 않습니다. 다른 통화 간 전환은 USDT, BTC, ETH, XRP 지갑 사이에서만 가능합니다.',
    en: 'Conversion between these wallets is not supported. Currencies convert only between the USDT, BTC, ETH and XRP wallets.',
  },
  CONVERT_QUOTE_EXPIRED: {
    ko: '환율 견적이 만료되었습니다. 다시 시도해주세요.',
    en: 'The quote has expired. Please try again.',
  },
  CONVERT_QUOTE_INVALID: { ko: '유효하지 않은 환율 견적입니다.', en: 'The quote is not valid.' },
  // Coins on their chains (POST /api/wallet/generate, coin withdrawals, the chain watcher).
  ADDRESS_INVALID: { ko: '주소 형식이 올바르지 않습니다.', en: 'The address is not valid.' },
  DESTINATION_TAG_REQUIRED: {
    ko: '이 코인은 데스티네이션 태그(메모)가 필요합니다.',
    en: 'This coin needs a destination tag (memo).',
  },
  ADDRESS_NOT_FOUND: { ko: '등록되지 않은 입금 주소입니다.', en: 'The deposit address is not registered.' },
  CHAIN_TX_CONFLICT: {
    ko: '이미 다른 주소로 처리된 거래입니다.',
    en: 'This transaction was already credited to another address.',
  },
  // Promotion codes (POST /api/coupon/use).
  COUPON_EXPIRED: { ko: '사용기간이 지난 쿠폰입니다.', en: 'The coupon has expired.' },
  COUPON_ALREADY_USED: { ko: '이미 사용한 쿠폰입니다.', en: 'You have already used this coupon.' },
  COUPON_EXHAUSTED: { ko: '모두 소진된 쿠폰입니다.', en: 'The coupon has been used up.' },
  COUPON_EXISTS: { ko: '이미 있는 쿠폰 코드입니다.', en: 'The coupon code already exists.' },
  COUPON_WALLET_MISMATCH: {
    ko: '이 쿠폰은 {wallets} 지갑으로만 받을 수 있습니다.',
    en: 'This coupon can only be received in: {wallets}.',
  },
  // Partners (POST /api/partner).
  PARTNER_RATE_ABOVE_PARENT: {
    ko: '하위 파트너의 요율은 상위 파트너의 요율보다 높을 수 없습니다.',
    en: "A sub-partner's rate cannot be above its parent's.",
  },
  PARTNER_CODE_DUPLICATE: {
    ko: '이미 사용중인 파트너 코드입니다.',
    en: 'The partner code is already in use.',
  },
  PRICE_UNAVAILABLE: {
    ko: '시세를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.',
    en: 'No price is available. Please try again shortly.',
  },
  AMOUNT_NOT_POSITIVE: { ko: '금액은 0보다 커야 합니다.', en: 'The amount must be greater than 0.' },
  AMOUNT_TOO_PRECISE: {
    ko: '허용된 소수 자릿수를 초과했습니다.',
    en: 'The amount has more decimal places than allowed.',
  },
  // Spec section 5: the minimum amount, beside the minimum investment and unit multiple above; {amount} is the
  // site's minimum as the language writes money ("10,000원", "KRW 10,000").
  AMOUNT_BELOW_MINIMUM: {
    ko: '최소 신청금액은 {amount}입니다.',
    en: 'The minimum amount is {amount}.',
  },
  // Uploads, P2P and payment providers (docs/dnw.md, "P2P and payment providers").
  FILE_REQUIRED: { ko: '파일을 첨부해주세요.', en: 'Please attach a file.' },
  FILE_TYPE_UNSUPPORTED: {
    ko: 'PNG, JPEG, WEBP 이미지 또는 PDF 파일만 올릴 수 있습니다.',
    en: 'Only PNG, JPEG or WEBP images and PDF files can be uploaded.',
  },
  FILE_TOO_LARGE: { ko: '파일은 5MB까지 올릴 수 있습니다.', en: 'Files can be at most 5 MB.' },
  FILE_NOT_FOUND: { ko: '파일을 찾을 수 없습니다.', en: 'The file was not found.' },
  P2P_DISABLED: { ko: 'P2P를 이용할 수 없는 사이트입니다.', en: 'P2P is not available on this site.' },
  PAYMENT_NOT_REGISTERED: {
    ko: '결제 업체에 가입되어 있지 않습니다. 먼저 가입해주세요.',
    en: 'You are not registered with the payment provider. Please sign up first.',
  },
  // The ops console's content calls (infra/server/docs/operators.md, "Content, inquiries, partners and traders").
  FORCE_NOTICE_ONLY: {
    ko: '강제 알림은 공지사항만 보낼 수 있습니다.',
    en: 'Only a notice can be sent as a forced notice.',
  },
  CONTENT_EMPTY: {
    ko: '내용이 비어 있습니다. 허용되지 않는 태그(스크립트 등)는 저장되지 않습니다.',
    en: 'The content is empty: tags that are not allowed (scripts and the like) are not kept.',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** A {name} part of a message: a text as it is, or an amount of a currency, written as the language writes money. */
export type MessagePart = string | { amount: DecimalString; currency: string };

/** "10,000원" and "KRW 10,000" for won, "0.5 BTC" for anything else, thousands grouped. */
export function moneyText(amount: DecimalString, currency: string, lang: SiteLang): string {
  if (currency !== 'KRW') return `${formatAmount(amount)} ${currency}`;
  return lang === 'ko' ? `${formatAmount(amount, 0)}원` : `KRW ${formatAmount(amount, 0)}`;
}

/** A code's message in `lang`, its {name} parts filled in (Korean particles after them chosen to fit). */
export function errorMessage(
  code: ErrorCode,
  lang: SiteLang,
  parts: Readonly<Record<string, MessagePart>> = {},
): string {
  const filled = Object.entries(parts).reduce(
    (text, [name, part]) =>
      text.replaceAll(
        `{${name}}`,
        typeof part === 'string' ? part : moneyText(part.amount, part.currency, lang),
      ),
    ERROR_MESSAGES[code][lang] as string,
  );
  return lang === 'ko' ? resolveParticles(filled) : filled;
}
