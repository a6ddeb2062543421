/** Certification codes, account recovery and the development outbox. */

export type DeliveryChannel = 'email' | 'sms';

export interface CertificateEmailRequest {
  email: string;
}
export interface CertificatePhoneRequest {
  phone: string;
}
export interface VerifyEmailRequest {
  email: string;
  code: string;
}
export interface VerifyPhoneRequest {
  phone: string;
  code: string;
}

/** What a certificate call answers: never the code itself. */
export interface CertificateSent {
  sent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds until another code may be sent to the same target (sooner is refused with 429). */
  resendIn: number;
}

export interface CertificateVerified {
  verified: true;
}

export interface NiceIdUrl {
  url: string;
}

/** Give `phone` or `email`. */
export interface FindIdRequest {
  name: string;
  phone?: string;
  email?: string;
}

/** Give `phone` or `email`. */
export interface FindPasswordRequest {
  username: string;
  phone?: string;
  email?: string;
}

export interface ResetPasswordRequest {
  username: string;
  code: string;
  password: string;
}

export interface ChangeNickRequest {
  id: number;
  nick: string;
  siteInfoId: number;
}

/** find_id / find_pw: where the username or code went, masked. */
export interface DeliverySent {
  sent: true;
  channel: DeliveryChannel;
  to: string;
}

export interface OutboxEntry {
  id: number;
  to: string;
  channel: DeliveryChannel;
  subject: string;
  body: string;
  createdAt: number;
}

/** GET /api/dev/outbox and GET /api/admin/outbox. */
export interface OutboxPage {
  outbox: 'development';
  content: OutboxEntry[];
  page: number;
  size: number;
  totalElements: number;
}
