import { TOPICS, type ContentItem, type SiteUpdateEvent } from '@bx/contracts';
import {
  applySiteUpdate,
  listedRemotes,
  openNoticeDialog,
  useSiteLocator,
  useSubscription,
} from '@bx/platform';

import { registerSiteRemotes } from '../features/remotes/remote-registry';

type SiteTopicEvent =
  | { type: 'FORCE_NOTICE'; data: Pick<ContentItem, 'id' | 'title' | 'content'> }
  | SiteUpdateEvent
  | { type: 'OTHER' };

/**
 * The site's notice topic, one subscription for the page: a FORCE_NOTICE opens as a popup; a SITE_UPDATE (an
 * operator changed the site's flags or remotes) moves the site's state and registers the remotes it now lists, so the route gates, menus and footer tabs follow without a reload.
 */
export function SiteTopic() {
  const site = useSiteLocator();
  useSubscription(site ? TOPICS.notice(site.siteInfoId) : null, (body) => {
    const event = body as SiteTopicEvent;
    if (event.type === 'FORCE_NOTICE') openNoticeDialog({ notice: event.data });
    if (event.type === 'SITE_UPDATE') {
      // The site's list, with what the signed-in operator alone loads kept (the push names it to no one).
      applySiteUpdate(event);
      registerSiteRemotes(listedRemotes());
    }
  });
  return null;
}
