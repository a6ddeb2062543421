import {
  clientText,
  closeNoticeDialog,
  getNotice,
  noticeKeys,
  queryState,
  useCurrentNoticeRequest,
  type NoticeRequest,
} from '@bx/platform';
import { Button, loadHtmlSanitizer } from '@bx/ui';
import { useQuery } from '@tanstack/react-query';

import { NoticeFrame, type FramedNotice } from './notice-frame';

/** Above the site's popups: a notice asked for or pushed now matters more than one shown at every visit. */
const NOTICE_LAYER = 58;

/** A notice as the dialog shows it: its title, and its HTML sanitized here as well. */
async function shownNotice(request: NoticeRequest): Promise<FramedNotice> {
  const [notice, sanitize] = await Promise.all([
    'notice' in request ? request.notice : getNotice(request.id),
    loadHtmlSanitizer(),
  ]);
  return { title: notice.title, html: sanitize(notice.content) };
}

/** The notice dialog: a notice by id or as pushed. */
export function NoticeDialog() {
  const request = useCurrentNoticeRequest();
  const id = request === undefined ? 0 : 'notice' in request ? request.notice.id : request.id;
  const query = useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: () => shownNotice(request!),
    enabled: request !== undefined,
  });
  const shown = queryState(query);

  if (!request) return null;
  return (
    <NoticeFrame shown={shown} layer={NOTICE_LAYER}>
      <Button onClick={closeNoticeDialog}>{clientText('CLOSE')}</Button>
    </NoticeFrame>
  );
}
