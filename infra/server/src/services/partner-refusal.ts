import { DomainError } from '../errors/domain-error.js';

export type PartnerRefusalCode =
  | 'NO_PERMISSION'
  | 'PARTNER_NOT_FOUND'
  | 'PARTNER_RATE_ABOVE_PARENT'
  | 'PARTNER_CODE_DUPLICATE'
  | 'USERNAME_DUPLICATE'
  | 'PHONE_DUPLICATE';

/** A partner looked up or created outside the caller's own tree, or against its rules (partner-service.ts). */
export class PartnerRefusal extends DomainError<PartnerRefusalCode> {}
