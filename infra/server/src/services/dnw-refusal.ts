import { DomainError } from '../errors/domain-error.js';

export type DnwRefusalCode =
  | 'USER_NOT_FOUND'
  | 'NO_PERMISSION'
  | 'WALLET_UNSUPPORTED'
  | 'PAYOUT_ACCOUNT_REQUIRED'
  | 'WITHDRAW_EXCEEDS_BALANCE'
  | 'INSUFFICIENT_BALANCE'
  | 'TRANSFER_TO_SELF'
  | 'DNW_NOT_FOUND'
  | 'DNW_ALREADY_PROCESSED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'PAYMENT_NOT_REGISTERED'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_BELOW_MINIMUM';

/**
 * A deposit, withdrawal, send, P2P request or operator's adjustment refused (docs/dnw.md lists when); its HTTP
 * status is the error handler's. AMOUNT_BELOW_MINIMUM names the minimum as money (`parts.amount`).
 */
export class DnwRefusal extends DomainError<DnwRefusalCode> {}
