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
  | 'IDEMPOTENCY_CONFLICT';

/** A deposit, withdrawal or send refused (docs/dnw.md lists when); its HTTP status is the error handler's. */
export class DnwRefusal extends DomainError<DnwRefusalCode> {}
