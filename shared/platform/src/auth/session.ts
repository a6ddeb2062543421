import { refreshSession } from '../http/http-client';

import { setSignedIn, setSignedOut } from './auth-state';
import { followOtherTabs } from './follow-other-tabs';
import { getMe } from './get-me';
import { revokeSession } from './revoke-session';
import { clearTokens, readTokens } from './token-storage';

/**
 * Start-up login check: a stored session is refreshed once, and `me` is loaded beside the refresh, not after
 * it (with a stored access token still valid both answer within one round trip; an expired one makes `me` wait
 * for the refresh, inside the call). Whatever fails, the check completes, so the page renders either way. Only
 * the server's refusal ends the stored session (the refresh clears it then, and what `me` answered counts for
 * nothing): a refresh cut off because the player reloaded or left the page mid-request must not sign them out
 * of the next page. From then on the tab follows the session of the others.
 */
export async function restoreSession(): Promise<void> {
  followOtherTabs();
  if (!readTokens()) {
    setSignedOut('logout');
    return;
  }
  const refreshed = refreshSession().catch(() => false);
  const me = getMe().then(
    (account) => account,
    () => null,
  );
  await refreshed;
  const account = await me;
  if (!readTokens() || !account) {
    setSignedOut('fail');
    return;
  }
  setSignedIn(account);
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
