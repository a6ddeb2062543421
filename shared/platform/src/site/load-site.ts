import type { RemoteEntry } from '@bx/contracts';

import { platformStore } from '../state/platform-store';

import { getSiteBoot } from './get-site-boot';
import { siteInfoAtom, siteLocatorAtom, siteRemotesAtom } from './site-state';

/**
 * Resolves the site before anything else talks to the server, and answers the remotes its host registers.
 * Missing site info is not fatal: the page still renders, with the locator's defaults.
 */
export async function loadSite(): Promise<RemoteEntry[]> {
  const { siteInfo, remotes, ...locator } = await getSiteBoot();
  platformStore.set(siteLocatorAtom, locator);
  platformStore.set(siteInfoAtom, siteInfo ?? null);
  platformStore.set(siteRemotesAtom, remotes ?? []);
  return remotes ?? [];
}
