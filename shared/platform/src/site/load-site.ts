import type { RemoteEntry, SiteLocator } from '@bx/contracts';

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

/** The site the server names in the page it sends (infra/server static/first-screen-html.ts), if it does. */
function siteNamedByPage(): SiteLocator | null {
  const named = document.querySelector<HTMLMetaElement>('meta[name="bx-site"]')?.content;
  if (!named) return null;
  try {
    const locator = JSON.parse(named) as Partial<SiteLocator>;
    const valid =
      Number.isInteger(locator.siteInfoId) &&
      typeof locator.code === 'string' &&
      (locator.lang === 'ko' || locator.lang === 'en');
    return valid ? (locator as SiteLocator) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the site from the page the server sent, when it names it, so what needs no more than the site's id (the
 * session's restore) starts beside /site.json instead of after it; loadSite completes the rest. False when the page
 * names no site (a page the server sent without drawing it): then only loadSite knows it.
 */
export function locateSiteFromPage(): boolean {
  const locator = siteNamedByPage();
  if (locator) platformStore.set(siteLocatorAtom, locator);
  return locator !== null;
}
