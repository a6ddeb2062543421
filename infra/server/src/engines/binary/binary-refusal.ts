import { DomainError } from '../../errors/domain-error.js';

export type BinaryRefusalCode =
  | 'USER_NOT_FOUND'
  | 'ACCOUNT_DENIED'
  | 'NO_PERMISSION'
  | 'ROUND_NOT_FOUND'
  | 'OPTION_STOPPED'
  | 'MARKET_CLOSED'
  | 'ROUND_CLOSED'
  | 'ROUND_NOT_OPEN'
  | 'BET_UNIT_MISMATCH'
  | 'BET_TOO_SMALL'
  | 'INSUFFICIENT_BALANCE'
  | 'IDEMPOTENCY_CONFLICT';

/** A bet the binary engine refuses, with the reason's catalogue code. */
export class BinaryRefusal extends DomainError<BinaryRefusalCode> {}
