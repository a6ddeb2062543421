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
  type Me,
  type MyWallet,
  type PartnerSummary,
} from './user.js';
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
export type {
  StockOrigin,
  Tick,
  Kline,
  KlineInterval,
  TickerStatistics,
  ServerTimeOffset,
} from './market.js';
export {
  GAME_TYPES,
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
} from './binary.js';
