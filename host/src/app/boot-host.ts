import { ROUTES } from '@bx/app-kit';
import { loadSite, locateSiteFromPage, restoreSession } from '@bx/platform';
import { matchPath } from 'react-router-dom';

import { isRegistered, loadRemoteApp, registerSiteRemotes } from '../features/remotes/remote-registry';

export interface Booted {
  /** Settles once the remote that draws the page being opened has loaded or failed to (at once if none). */
  firstRemote: Promise<void>;
}

/**
 * Start-up, side by side: the stored session, the site and its remotes, then the page's remote as soon as the
 * site has listed it. Every call is tagged with the site: the page the server sent names it, so the session's
 * restore need not wait for /site.json (a page that names none makes it wait).
 */
export async function bootHost(): Promise<Booted> {
  const site = loadSite();
  // A failed /site.json fails the start-up below; the session's restore then has nothing to do.
  const session = locateSiteFromPage() ? restoreSession() : site.then(restoreSession, () => undefined);
  registerSiteRemotes(await site);
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
