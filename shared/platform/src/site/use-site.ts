import { listedRemotesAtom } from './account-remotes';
import { siteInfoAtom, siteLocatorAtom } from './site-state';

import { useAtomValue } from '../state/platform-store';

export function useSiteInfo() {
  return useAtomValue(siteInfoAtom);
}

export function useSiteLocator() {
  return useAtomValue(siteLocatorAtom);
}

/**
 * The remotes this site's host registers now, the signed-in account's own included: they change when an
 * operator changes the site, and with the account.
 */
export function useSiteRemotes() {
  return useAtomValue(listedRemotesAtom);
}
