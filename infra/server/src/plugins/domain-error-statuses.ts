import type { BinaryRefusal } from '../engines/binary/binary-refusal.js';
import type { DatabaseBusy } from '../errors/database-busy.js';
import type { DomainError } from '../errors/domain-error.js';
import type { CopyRefusal } from '../engines/copytrade/copy-refusal.js';
import type { FuturesRefusal } from '../engines/futures/futures-refusal.js';
import type { OverseaRefusal } from '../engines/oversea/oversea-refusal.js';
import type { DnwConflict } from '../repositories/dnw-repository.js';
import type { LedgerRefusal } from '../repositories/ledger/ledger-refusal.js';
import type { UserConflict } from '../repositories/user-repository.js';
import type { AccountRefusal } from '../services/account-refusal.js';
import type { CertificationRefusal } from '../services/certification-refusal.js';
import type { CoinRefusal } from '../services/coin-refusal.js';
import type { ContentRefusal } from '../services/content-refusal.js';
import type { ConvertRefusal } from '../services/convert-refusal.js';
import type { CouponRefusal } from '../services/coupon-refusal.js';
import type { DnwRefusal } from '../services/dnw-refusal.js';
import type { FileRefusal } from '../services/file-refusal.js';
import type { MessageRefusal } from '../services/message-refusal.js';
import type { OperatorRefusal } from '../services/operator-refusal.js';
import type { PartnerRefusal } from '../services/partner-refusal.js';
import type { SessionRefusal } from '../services/session-refusal.js';
import type { WalletRefusal } from '../wallet/wallet-refusal.js';

type DomainCode =
  | BinaryRefusal['code']
  | OverseaRefusal['code']
  | FuturesRefusal['code']
  | CopyRefusal['code']
  | LedgerRefusal['code']
  | UserConflict['code']
  | DnwConflict['code']
  | DnwRefusal['code']
  | ConvertRefusal['code']
  | AccountRefusal['code']
  | SessionRefusal['code']
  | CertificationRefusal['code']
  | PartnerRefusal['code']
  | CouponRefusal['code']
  | ContentRefusal['code']
  | MessageRefusal['code']
  | CoinRefusal['code']
  | FileRefusal['code']
  | WalletRefusal['code']
  | OperatorRefusal['code']
  | DatabaseBusy['code'];

/** The HTTP status each domain refusal is answered with; the message is the code's, in the site's language. */
const DOMAIN_ERROR_STATUSES: Record<DomainCode, 400 | 401 | 403 | 404 | 409 | 429 | 503> = {
  USER_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  ACCOUNT_DENIED: 403,
  NO_PERMISSION: 403,
  OPTION_STOPPED: 400,
  MARKET_CLOSED: 400,
  ROUND_CLOSED: 400,
  ROUND_NOT_OPEN: 400,
  BET_UNIT_MISMATCH: 400,
  BET_TOO_SMALL: 400,
  INSUFFICIENT_BALANCE: 400,
  IDEMPOTENCY_CONFLICT: 409,
  USERNAME_DUPLICATE: 409,
  NICK_DUPLICATE: 409,
  PHONE_DUPLICATE: 409,
  SERVER_BUSY: 503,
  OPTION_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  POSITION_NOT_FOUND: 404,
  OVERSEA_MARKET_CLOSED: 400,
  OVERSEA_QTY_RANGE: 400,
  OVERSEA_PRICE_INVALID: 400,
  OVERSEA_CLOSE_SIDE: 400,
  OVERNIGHT_ALREADY_SET: 409,
  OVERNIGHT_UNAVAILABLE: 400,
  OVERNIGHT_NOT_SET: 409,
  DNW_IN_PROGRESS: 409,
  WALLET_UNSUPPORTED: 400,
  PAYOUT_ACCOUNT_REQUIRED: 400,
  WITHDRAW_EXCEEDS_BALANCE: 400,
  TRANSFER_TO_SELF: 400,
  DNW_NOT_FOUND: 404,
  DNW_ALREADY_PROCESSED: 409,
  CONVERT_PAIR_UNSUPPORTED: 400,
  CONVERT_SAME_WALLET: 400,
  AMOUNT_NOT_POSITIVE: 400,
  CONVERT_QUOTE_INVALID: 400,
  CONVERT_QUOTE_EXPIRED: 400,
  COIN_UNSUPPORTED: 400,
  PRICE_UNAVAILABLE: 503,
  INSUFFICIENT_ISOLATED_MARGIN: 400,
  FUTURES_MIN_NOTIONAL: 400,
  FUTURES_QTY_INVALID: 400,
  FUTURES_PRICE_INVALID: 400,
  FUTURES_WOULD_TRIGGER: 400,
  FUTURES_AMOUNT_INVALID: 400,
  MARGIN_AMOUNT_INVALID: 400,
  TP_PRICE_CROSSED: 400,
  SL_PRICE_CROSSED: 400,
  TPSL_PAST_ZERO: 400,
  REDUCE_ONLY_REJECTED: 400,
  MAX_QUANTITY_EXCEEDED: 400,
  LEVERAGE_OUT_OF_RANGE: 400,
  LEVERAGE_LOCKED_BY_POSITION: 409,
  LEVERAGE_MARGIN_INSUFFICIENT: 400,
  MARGIN_TYPE_LOCKED: 409,
  ISOLATED_MARGIN_ONLY: 400,
  REDUCE_ONLY: 409,
  TRADER_SELL_REFUSED: 403,
  TRADER_TPSL_REFUSED: 403,
  LEVERAGE_LOCKED_BY_COPY_ORDER: 409,
  COPY_LIMIT_REACHED: 400,
  COPY_SIZE_TOO_SMALL: 400,
  TRADER_NOT_FOUND: 404,
  FOLLOWER_NOT_FOUND: 404,
  TRADER_CANNOT_FOLLOW: 403,
  ALREADY_FOLLOWING: 409,
  FOLLOW_MULTIPLY_INVALID: 400,
  FOLLOW_BET_TOO_SMALL: 400,
  FOLLOW_MAX_BET_NOT_ABOVE: 400,
  FOLLOW_PAIRS_REQUIRED: 400,
  FOLLOW_STOP_LOSS_INVALID: 400,
  PROFIT_SHARE_ABOVE_CAP: 400,
  TRADER_NOT_ACCEPTING: 409,
  TRADER_LIQUIDATED: 409,
  FOLLOWER_QUOTA_EXCEEDED: 409,
  FOLLOW_WITH_OPEN_POSITION: 409,
  FOLLOW_INSUFFICIENT_BALANCE: 400,
  VALIDATION: 400,
  PAYMENT_NOT_REGISTERED: 400,
  AMOUNT_BELOW_MINIMUM: 400,
  AMOUNT_TOO_PRECISE: 400,
  AMOUNT_ABOVE_MAXIMUM: 400,
  ADDRESS_INVALID: 400,
  DESTINATION_TAG_OUT_OF_RANGE: 400,
  LOGIN_MISMATCH: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  WRONG_ACCESS: 403,
  PHONE_NOT_VERIFIED: 400,
  PASSWORD_MISMATCH: 400,
  DELIVERY_TARGET_REQUIRED: 400,
  RATE_LIMITED: 429,
  CERT_NOT_REQUESTED: 400,
  CERT_CODE_EXPIRED: 400,
  CERT_CODE_MISMATCH: 400,
  CERT_ATTEMPTS_EXCEEDED: 429,
  DELIVERY_UNAVAILABLE: 503,
  PARTNER_NOT_FOUND: 404,
  PARTNER_RATE_ABOVE_PARENT: 400,
  PARTNER_CODE_DUPLICATE: 409,
  COUPON_WALLET_MISMATCH: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 400,
  COUPON_ALREADY_USED: 409,
  COUPON_EXHAUSTED: 409,
  CONTENT_EMPTY: 400,
  CONTENT_NOT_FOUND: 404,
  FORCE_NOTICE_ONLY: 400,
  MESSAGE_NOT_FOUND: 404,
  CONTACT_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  CHAIN_TX_CONFLICT: 409,
  FILE_TYPE_UNSUPPORTED: 400,
  FILE_NOT_FOUND: 404,
  WAITING_APPROVAL: 403,
  DEVICE_BLOCKED: 403,
  INSUFFICIENT_PRIVILEGES: 403,
  NOT_FOUND: 404,
  SITE_NOT_FOUND: 404,
  COUPON_EXISTS: 409,
  REMOTE_ENTRY_INVALID: 400,
  REMOTE_REQUIRED: 409,
  REMOTE_NOT_FOUND: 404,
  REMOTE_NO_PREVIOUS: 409,
};

/** Undefined for a code no status was chosen for: answered as an unexpected error. */
export function statusOfDomainError(error: DomainError): number | undefined {
  return (DOMAIN_ERROR_STATUSES as Partial<Record<string, number>>)[error.code];
}
