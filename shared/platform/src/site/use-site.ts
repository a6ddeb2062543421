import { siteInfoAtom, siteLocatorAtom, siteRemotesAtom } from './site-state';

import { useAtomValue } from '../state/platform-store';

export function useSiteInfo() {
  return useAtomValue(siteInfoAtom);
}

export function useSiteLocator() {
  return useAtomValue(siteLocatorAtom);
}

/** The remotes this site's host registers now: they change when an operator changes the site. */
export function useSiteRemotes() {
  return useAtomValue(siteRemotesAtom);
}
