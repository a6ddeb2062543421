import type { Me } from '@bx/contracts';

import { accountRemotesAtom } from '../site/site-state';
import { atom, platformStore } from '../state/platform-store';

export type AuthStatus = 'pending' | 'success' | 'fail' | 'logout';

export const authStatusAtom = atom<AuthStatus>('pending');
authStatusAtom.debugLabel = 'authStatus';

export const meAtom = atom<Me | null>(null);
meAtom.debugLabel = 'me';

/**
 * Why the server ended the session, each with its own flow in the host: a DENY account, a blocked device,
 * or a forced logout (revoked tokens).
 */
export type SessionEndReason = 'ACCOUNT_DENIED' | 'DEVICE_BLOCKED' | 'FORCED_LOGOUT';

export const sessionEndReasonAtom = atom<SessionEndReason | null>(null);
sessionEndReasonAtom.debugLabel = 'sessionEndReason';

export function setSignedIn(me: Me): void {
  platformStore.set(meAtom, me);
  platformStore.set(authStatusAtom, 'success');
}

export function setSignedOut(status: Extract<AuthStatus, 'fail' | 'logout'>): void {
  platformStore.set(meAtom, null);
  // What this account alone could load is no one's once it has signed out.
  platformStore.set(accountRemotesAtom, null);
  platformStore.set(authStatusAtom, status);
}
