import type { ErrorCode } from '@bx/contracts';

/** Why sessions end; the socket's ERROR frame carries it, so the client knows which flow to run. */
export type SessionEndReason = Extract<
  ErrorCode,
  'TOKEN_INVALID' | 'FORCE_LOGOUT' | 'ACCOUNT_DENIED' | 'DEVICE_BLOCKED'
>;

/** Which of a user's sessions end: all, one family, all but one family, or those on blocked devices. */
export interface SessionEnd {
  userId: number;
  reason: SessionEndReason;
  familyId?: string;
  exceptFamilyId?: string;
  /** With DEVICE_BLOCKED: the etcJson.blockDevice value; only sessions on such devices end. */
  blockDevice?: string;
}

/**
 * Where services announce that sessions ended (logout, forced logout, password change or reset, a block,
 * a reused refresh token). The session guard forgets its cached answers; realtime closes the sockets.
 */
export function createSessionEnds() {
  const listeners = new Set<(end: SessionEnd) => void>();
  return {
    announce(end: SessionEnd): void {
      for (const listener of listeners) listener(end);
    },
    subscribe(listener: (end: SessionEnd) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionEnds = ReturnType<typeof createSessionEnds>;
