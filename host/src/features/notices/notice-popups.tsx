import { TOPICS, type ContentItem } from '@bx/contracts';
import { openNoticeDialog, useSiteLocator, useSubscription } from '@bx/platform';

import { ContentPopups } from './content-popups';
import { NoticeDialog } from './notice-dialog';

interface NoticeEvent {
  type: string;
  data: Pick<ContentItem, 'id' | 'title' | 'content'>;
}

/**
 * Notices that open by themselves: FORCE_NOTICE on the site's notice topic adds a popup, and a signed-in player
 * is shown the site's popups.
 */
export function NoticePopups() {
  const site = useSiteLocator();
  useSubscription(site ? TOPICS.notice(site.siteInfoId) : null, (body) => {
    const event = body as NoticeEvent;
    if (event.type === 'FORCE_NOTICE') openNoticeDialog({ notice: event.data });
  });
  return (
    <>
      <ContentPopups />
      <NoticeDialog />
    </>
  );
}
