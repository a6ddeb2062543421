import { DomainError } from '../errors/domain-error.js';

export type SessionRefusalCode = 'LOGIN_MISMATCH' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'WRONG_ACCESS';

/**
 * A login or token refresh refused. LOGIN_MISMATCH is also what the login lock counts (plugins/rate-limit.ts);
 * a blocked account or device is the session guard's refusal (auth/session-guard.ts).
 */
export class SessionRefusal extends DomainError<SessionRefusalCode> {}
