import type { RemoteEntry, SiteInfo, SiteLocator } from '@bx/contracts';

import { atom, platformStore } from '../state/platform-store';

export const siteLocatorAtom = atom<SiteLocator | null>(null);
siteLocatorAtom.debugLabel = 'siteLocator';

export const siteInfoAtom = atom<SiteInfo | null>(null);
siteInfoAtom.debugLabel = 'siteInfo';

/** The remotes the site lists to everyone: /site.json's at start-up, then each SITE_UPDATE's. */
export const siteRemotesAtom = atom<readonly RemoteEntry[]>([]);
siteRemotesAtom.debugLabel = 'siteRemotes';

/**
 * What the signed-in account may load beyond them (an operator's ops console), and for which account: the
 * site's public lists never name those (site_info/remotes names them to the account that may load them).
 */
export const accountRemotesAtom = atom<{ userId: number; remotes: readonly RemoteEntry[] } | null>(null);
accountRemotesAtom.debugLabel = 'accountRemotes';

/** The site every request is tagged with; known once `/site.json` has answered. */
export function currentSiteId(): number {
  const locator = platformStore.get(siteLocatorAtom);
  if (!locator) throw new Error('The site is not resolved yet: load /site.json first.');
  return locator.siteInfoId;
}
