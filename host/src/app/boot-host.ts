import { getRemotes, loadSite, restoreSession } from '@bx/platform';

import { registerSiteRemotes } from '../features/remotes/remote-registry';

/**
 * Start-up: the site first (every call is tagged with it), then its remote list and the stored session
 * side by side. A failed remote list leaves the shell with its own pages; the sign-in still works.
 */
export async function bootHost(): Promise<void> {
  await loadSite();
  const [remotes] = await Promise.all([getRemotes().catch(() => []), restoreSession()]);
  registerSiteRemotes(remotes);
}
