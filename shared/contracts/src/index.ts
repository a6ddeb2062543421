export {
  isApiFailure,
  type ApiSuccess,
  type ApiFailure,
  type ApiErrorBody,
  type ApiEnvelope,
} from './envelope.js';
export {
  SITE_FLAG_ORDER,
  REMOTE_NAMES,
  parseSiteFlags,
  type SiteLang,
  type SiteFlag,
  type SiteFlags,
  type SiteInfo,
  type SiteLocator,
  type SiteBoot,
  type RemoteName,
  type RemoteEntry,
} from './site.js';
export {
  WALLET_TYPES,
  type WalletType,
  type UserStatus,
  type UserRole,
  type DecimalString,
  type Wallet,
  type WalletMap,
  type UserEtc,
  type BankInfo,
  type Me,
  type MyWallet,
  type PartnerSummary,
} from './user.js';
export { ACCOUNT_RULES, followsRule, type StringRule } from './account-rules.js';
export {
  compareDecimal,
  formatAmount,
  formatUnits,
  fractionDigits,
  multiplyDown,
  scaleOf,
  toUnits,
} from './decimal.js';
export type {
  PasswordLoginRequest,
  RefreshLoginRequest,
  LoginRequest,
  LoginResult,
  RegisterPlayerRequest,
  ChangePasswordRequest,
  UsernameCheck,
} from './auth.js';
export { STOMP_PATH, USER_QUEUES, TOPICS, PING_DESTINATION } from './realtime.js';
export { ERROR_MESSAGES, errorMessage, type ErrorCode } from './errors.js';
export { translateServerMessage } from './error-translation.js';
export type {
  StockOrigin,
  Tick,
  Kline,
  KlineInterval,
  TickerStatistics,
  ServerTimeOffset,
  StockKeyValue,
  StockInfo,
} from './market.js';
export { KLINE_INTERVAL_MS, KLINE_INTERVALS } from './market.js';
export {
  GAME_TYPES,
  GAME_STATUS,
  GAME_STATUSES,
  type GameType,
  type BetSide,
  type GameStatus,
  type TradeOption,
  type RoundPhase,
  type TradeRound,
  type Bet,
  type BetRequest,
  type Page,
  type DailyRoundSummary,
  type ResultType,
  type TradeQueueMessage,
  type PointMessage,
} from './binary.js';
export {
  CONTENT_KINDS,
  type ContentKind,
  type ContentItem,
  type ContentListQuery,
  type CreateNoticeRequest,
  type MessageType,
  type Message,
  type UnreadCounts,
  type Contact,
  type ContactCheck,
  type CreateContactRequest,
  type AnswerContactRequest,
  type AdminMessageRequest,
  type ForceLogoutRequest,
  type NewMessageEvent,
  type ForceNoticeEvent,
  type ForceLogoutEvent,
  type AppOs,
  type AppVersion,
  type FeeSettings,
  type AppIds,
  type Bank,
} from './content.js';
export type {
  DeliveryChannel,
  CertificateEmailRequest,
  CertificatePhoneRequest,
  VerifyEmailRequest,
  VerifyPhoneRequest,
  CertificateSent,
  CertificateVerified,
  NiceIdUrl,
  FindIdRequest,
  FindPasswordRequest,
  ResetPasswordRequest,
  ChangeNickRequest,
  DeliverySent,
  OutboxEntry,
  OutboxPage,
} from './certi.js';
export type { OverseaOption, FuturesOption, FuturesInfo } from './options.js';
export { CLIENT_MESSAGES, type ClientMessageCode } from './client-messages.js';
export { BLOCK_DEVICES, isBlockedDevice, type BlockDevice, type PlayerAccess } from './devices.js';
export {
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_STYLES,
  HTML_LINK_SCHEMES,
  HTML_LINK_REL,
  HTML_LINK_URL,
  cleanHtmlAttribute,
} from './html-allow-list.js';
