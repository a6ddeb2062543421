import { platformStore } from '../state/platform-store';

import { authStatusAtom, setSignedIn, setSignedOut } from './auth-state';
import { getMe } from './get-me';
import { forgetSessionEnd } from './session-end';
import { onTokensChangedElsewhere, readTokens } from './token-storage';

let following = false;

/**
 * Tabs share one session through local storage: a logout in another tab signs this one out, a sign-in in
 * another signs this one in. Tokens another tab refreshed need nothing here: every call reads the storage.
 */
export function followOtherTabs(): void {
  if (following) return;
  following = true;
  onTokensChangedElsewhere(() => {
    const status = platformStore.get(authStatusAtom);
    const stored = readTokens() !== null;
    if (!stored && status === 'success') setSignedOut('logout');
    else if (stored && (status === 'logout' || status === 'fail')) void adoptSession();
  });
}

async function adoptSession(): Promise<void> {
  forgetSessionEnd();
  // Pending until `me` answers, so the other key writes of the same sign-in do not load it again.
  platformStore.set(authStatusAtom, 'pending');
  try {
    setSignedIn(await getMe());
  } catch {
    setSignedOut('fail');
  }
}
