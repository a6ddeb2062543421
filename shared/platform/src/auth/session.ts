import { refreshSession } from '../http/http-client';

import { setSignedIn, setSignedOut } from './auth-state';
import { followOtherTabs } from './follow-other-tabs';
import { getMe } from './get-me';
import { revokeSession } from './revoke-session';
import { clearTokens, readTokens } from './token-storage';

/**
 * Start-up login check: a stored session is refreshed once, then `me` is loaded. Whatever fails, the
 * check completes, so the page renders either way. Only the server's refusal ends the stored session (the
 * refresh clears it then): a refresh cut off because the player reloaded or left the page mid-request must
 * not sign them out of the next page. From then on the tab follows the session of the others.
 */
export async function restoreSession(): Promise<void> {
  followOtherTabs();
  if (!readTokens()) {
    setSignedOut('logout');
    return;
  }
  await refreshSession().catch(() => false);
  if (!readTokens()) {
    setSignedOut('fail');
    return;
  }
  try {
    setSignedIn(await getMe());
  } catch {
    setSignedOut('fail');
  }
}

/**
 * Logout. The local session ends at once; the server is told best-effort, so a call that fails (offline,
 * tokens already revoked) still leaves the player logged out here.
 */
export function endSession(): void {
  const tokens = readTokens();
  clearTokens();
  setSignedOut('logout');
  if (tokens) revokeSession(tokens).catch(() => undefined);
}
