import { TOPICS, type ContentItem } from '@bx/contracts';
import { openNoticeDialog, useSiteLocator, useSubscription } from '@bx/platform';

import { NoticeDialog } from './notice-dialog';

interface NoticeEvent {
  type: string;
  data: Pick<ContentItem, 'id' | 'title' | 'content'>;
}

/** Realtime notices open by themselves: FORCE_NOTICE on the site's notice topic adds a popup. */
export function NoticePopups() {
  const site = useSiteLocator();
  useSubscription(site ? TOPICS.notice(site.siteInfoId) : null, (body) => {
    const event = body as NoticeEvent;
    if (event.type === 'FORCE_NOTICE') openNoticeDialog({ notice: event.data });
  });
  return <NoticeDialog />;
}
