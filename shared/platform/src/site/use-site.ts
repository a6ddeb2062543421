import { siteInfoAtom, siteLocatorAtom } from './site-state';

import { useAtomValue } from '../state/platform-store';

export function useSiteInfo() {
  return useAtomValue(siteInfoAtom);
}

export function useSiteLocator() {
  return useAtomValue(siteLocatorAtom);
}
