import { DomainError } from '../errors/domain-error.js';

export type CertificationRefusalCode =
  | 'RATE_LIMITED'
  | 'CERT_NOT_REQUESTED'
  | 'CERT_CODE_EXPIRED'
  | 'CERT_CODE_MISMATCH'
  | 'CERT_ATTEMPTS_EXCEEDED'
  | 'DELIVERY_UNAVAILABLE';

/** A verification code not sent (too soon, no provider) or not accepted (certification-service.ts). */
export class CertificationRefusal extends DomainError<CertificationRefusalCode> {}
