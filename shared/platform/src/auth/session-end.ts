import { platformStore } from '../state/platform-store';

import { authStatusAtom, sessionEndReasonAtom, type SessionEndReason } from './auth-state';

/**
 * Reports that the server ended the session. The socket, every HTTP call and `me` may all say so for the
 * same ending; only the first report counts, so the player sees one alert.
 */
export function reportSessionEnd(reason: SessionEndReason): void {
  if (platformStore.get(sessionEndReasonAtom)) return;
  platformStore.set(sessionEndReasonAtom, reason);
}

/** A new sign-in starts a session the server may end again, with its own alert. */
export function forgetSessionEnd(): void {
  platformStore.set(sessionEndReasonAtom, null);
}

const BLOCKED_ACCOUNT_CODES: ReadonlySet<string> = new Set<SessionEndReason>([
  'ACCOUNT_DENIED',
  'DEVICE_BLOCKED',
]);

/** The flow a refusal code asks for when the account itself may not be used: DENY or a blocked device. */
export function blockedAccountReason(code: string): SessionEndReason | null {
  return BLOCKED_ACCOUNT_CODES.has(code) ? (code as SessionEndReason) : null;
}

/**
 * A refresh-token login the server refused. A blocked account gets its own flow; otherwise a live session
 * was revoked (logout elsewhere, forced logout, password change) and gets the forced-logout one. At
 * start-up there is no live session yet: a stale stored token just leaves the visitor signed out.
 */
export function reportRefusedRefresh(code: string): void {
  const reason =
    blockedAccountReason(code) ?? (platformStore.get(authStatusAtom) === 'success' ? 'FORCED_LOGOUT' : null);
  if (reason) reportSessionEnd(reason);
}
