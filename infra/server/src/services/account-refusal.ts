import { DomainError } from '../errors/domain-error.js';

export type AccountRefusalCode =
  | 'USER_NOT_FOUND'
  | 'NO_PERMISSION'
  | 'USERNAME_DUPLICATE'
  | 'NICK_DUPLICATE'
  | 'PHONE_DUPLICATE'
  | 'PARTNER_NOT_FOUND'
  | 'PHONE_NOT_VERIFIED'
  | 'PASSWORD_MISMATCH'
  | 'DELIVERY_TARGET_REQUIRED'
  | 'CERT_NOT_REQUESTED'
  | 'VALIDATION';

/** A sign-up, profile change or account recovery refused (the account and player-account services). */
export class AccountRefusal extends DomainError<AccountRefusalCode> {}
