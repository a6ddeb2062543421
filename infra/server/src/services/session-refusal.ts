import { DomainError } from '../errors/domain-error.js';

export type SessionRefusalCode =
  | 'LOGIN_MISMATCH'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'WRONG_ACCESS'
  | 'ACCOUNT_DENIED'
  | 'WAITING_APPROVAL'
  | 'DEVICE_BLOCKED';

/**
 * A login, token refresh or signed-in call refused. LOGIN_MISMATCH is also what the login lock counts
 * (plugins/rate-limit.ts); a blocked or waiting account, a blocked device or an ended session is the session guard's
 * refusal (auth/session-guard.ts), which login and refresh raise too.
 */
export class SessionRefusal extends DomainError<SessionRefusalCode> {}
