import { platformStore } from '../state/platform-store';
import { refreshSession } from '../http/http-client';

import { authStatusAtom, meAtom } from './auth-state';
import { getMe } from './get-me';
import { clearTokens, readTokens } from './token-storage';

/**
 * Start-up login check: a stored session is refreshed once, then `me` is loaded. Whatever fails, the
 * check completes, so the page renders either way.
 */
export async function restoreSession(): Promise<void> {
  if (!readTokens()) {
    platformStore.set(authStatusAtom, 'logout');
    return;
  }
  try {
    if (!(await refreshSession())) throw new Error('refresh refused');
    platformStore.set(meAtom, await getMe());
    platformStore.set(authStatusAtom, 'success');
  } catch {
    clearTokens();
    platformStore.set(meAtom, null);
    platformStore.set(authStatusAtom, 'fail');
  }
}

export function endSession(): void {
  clearTokens();
  platformStore.set(meAtom, null);
  platformStore.set(authStatusAtom, 'logout');
}
