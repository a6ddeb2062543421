import { platformStore } from '../state/platform-store';

import { getSiteInfo } from './get-site-info';
import { getSiteLocator } from './get-site-locator';
import { siteInfoAtom, siteLocatorAtom } from './site-state';

/**
 * Resolves the site before anything else talks to the server. Site info failing to load is not fatal:
 * the page still renders, with the locator's defaults.
 */
export async function loadSite(): Promise<void> {
  const locator = await getSiteLocator();
  platformStore.set(siteLocatorAtom, locator);
  try {
    platformStore.set(siteInfoAtom, await getSiteInfo(locator.code));
  } catch {
    platformStore.set(siteInfoAtom, null);
  }
}
