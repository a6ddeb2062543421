import type { SiteUpdateEvent } from '@bx/contracts';

import { platformStore } from '../state/platform-store';

import { siteInfoAtom, siteRemotesAtom } from './site-state';

/** An operator changed the site (SITE_UPDATE): its flags, lists and remotes as they now stand. */
export function applySiteUpdate(event: SiteUpdateEvent): void {
  platformStore.set(siteInfoAtom, event.data);
  platformStore.set(siteRemotesAtom, event.remotes);
}
