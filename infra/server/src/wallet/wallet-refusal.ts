import { DomainError } from '../errors/domain-error.js';

export type WalletRefusalCode =
  | 'USER_NOT_FOUND'
  | 'NO_PERMISSION'
  | 'AMOUNT_TOO_PRECISE'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'ADDRESS_INVALID'
  | 'DESTINATION_TAG_OUT_OF_RANGE'
  | 'VALIDATION';

/**
 * An amount, a destination or a caller the wallet rules refuse before any money moves: AMOUNT_TOO_PRECISE names the
 * asset and its decimals (`detail`), AMOUNT_ABOVE_MAXIMUM the limit as money (`parts.amount`).
 */
export class WalletRefusal extends DomainError<WalletRefusalCode> {}
