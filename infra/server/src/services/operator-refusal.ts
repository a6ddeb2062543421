import { DomainError } from '../errors/domain-error.js';

export type OperatorRefusalCode =
  | 'INSUFFICIENT_PRIVILEGES'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'SITE_NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'USERNAME_DUPLICATE'
  | 'PHONE_DUPLICATE'
  | 'PARTNER_NOT_FOUND'
  | 'TRADER_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'WALLET_UNSUPPORTED'
  | 'COUPON_EXISTS'
  | 'REMOTE_ENTRY_INVALID'
  | 'REMOTE_REQUIRED'
  | 'REMOTE_NOT_FOUND'
  | 'REMOTE_NO_PREVIOUS';

/**
 * An ops-console call refused (routes/api/(signed-in)/(operator)/): a level too low for the change, a value out of
 * the operator's bounds, or what it names does not exist on the site.
 */
export class OperatorRefusal extends DomainError<OperatorRefusalCode> {}
