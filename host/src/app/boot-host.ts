import { ROUTES } from '@bx/app-kit';
import { loadSite, restoreSession } from '@bx/platform';
import { matchPath } from 'react-router-dom';

import { isRegistered, loadRemoteApp, registerSiteRemotes } from '../features/remotes/remote-registry';

export interface Booted {
  /** Settles once the remote that draws the page being opened has loaded or failed to (at once if none). */
  firstRemote: Promise<void>;
}

/**
 * Start-up: the site and its remotes first (every call is tagged with the site), then the stored session and
 * the page's remote side by side.
 */
export async function bootHost(): Promise<Booted> {
  registerSiteRemotes(await loadSite());
  const session = restoreSession();
  const firstRemote = preloadRemoteOf(location.pathname);
  await session;
  return { firstRemote };
}

/**
 * The remote that draws the page being opened starts loading as soon as it is registered, beside the
 * session check and the shell's first render rather than after them; its slot then picks up the same load
 * (a failed one is tried again there, with the fallback and the timeout the slot owns). A route for some roles
 * only (the ops console) is left to its gate: the account is not known yet, and no one else may load its code.
 */
function preloadRemoteOf(pathname: string): Promise<void> {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || route.owner === 'host' || route.roles || !isRegistered(route.owner)) return Promise.resolve();
  return loadRemoteApp(route.owner).then(
    () => undefined,
    () => undefined,
  );
}
