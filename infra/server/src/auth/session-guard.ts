import { isBlockedDevice, type UserStatus } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { SessionState, UserRepository } from '../repositories/user-repository.js';
import { SessionRefusal } from '../services/session-refusal.js';
import type { AccessClaims } from './access-token.js';

/** How stale a cached answer may be: an ended session or a block reaches every instance within this. */
export const SESSION_CHECK_TTL_MS = 1_000;
const MAX_CACHED = 50_000;

/** The refusal for an account or session state, or undefined when it may go on. */
export function refusalOf(
  status: UserStatus,
  blockDevice: string | null | undefined,
  userAgent: string | undefined,
): SessionRefusal | undefined {
  if (status === 'DENY') return new SessionRefusal('ACCOUNT_DENIED');
  if (status === 'WAIT') return new SessionRefusal('WAITING_APPROVAL');
  if (isBlockedDevice(blockDevice ?? undefined, userAgent ?? '')) return new SessionRefusal('DEVICE_BLOCKED');
  return undefined;
}

/**
 * Whether a signed, unexpired access token still stands: its account is not blocked (DENY, this device) and
 * its session (refresh-token family) was not ended. Every authenticated call and socket asks; the answer is
 * cached per session for a second, so a call costs at most one indexed lookup a second per session.
 */
export function createSessionGuard(deps: { users: UserRepository; clock: Clock }) {
  const cache = new Map<string, { state: SessionState | undefined; at: number }>();

  async function stateOf(claims: AccessClaims): Promise<SessionState | undefined> {
    const key = `${claims.userId}:${claims.familyId}`;
    const now = deps.clock.now();
    const cached = cache.get(key);
    if (cached !== undefined && now - cached.at < SESSION_CHECK_TTL_MS) return cached.state;
    const state = await deps.users.sessionState(claims.userId, claims.familyId);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { state, at: now });
    return state;
  }

  return {
    /** Throws the refusal (401 TOKEN_INVALID for an ended session, 403 for a blocked account or device). */
    async check(claims: AccessClaims, userAgent: string | undefined): Promise<void> {
      const state = await stateOf(claims);
      if (state === undefined || state.familyRevoked) throw new SessionRefusal('TOKEN_INVALID');
      const refusal = refusalOf(state.status, state.blockDevice, userAgent);
      if (refusal !== undefined) throw refusal;
    },

    /** This instance's answers about the user are stale now (the change was made here). */
    forget(userId: number): void {
      for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;
