import {
  clientText,
  closeNoticeDialog,
  getNotice,
  noticeKeys,
  queryState,
  useCurrentNoticeRequest,
  type NoticeRequest,
} from '@bx/platform';
import { Button, Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';

import { loadNoticeSanitizer } from '../../shared/sanitize-notice';

/** A notice as the dialog shows it: its title, and its HTML sanitized here as well. */
async function shownNotice(request: NoticeRequest): Promise<{ title: string; html: string }> {
  const [notice, sanitize] = await Promise.all([
    'notice' in request ? request.notice : getNotice(request.id),
    loadNoticeSanitizer(),
  ]);
  return { title: notice.title, html: sanitize(notice.content) };
}

/** The notice dialog: a notice by id or as pushed. */
export function NoticeDialog() {
  const theme = useTheme();
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
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 58,
        display: 'grid',
        placeItems: 'center',
        background: '#000a',
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={shown.status === 'ready' ? shown.data.title : clientText('NOTICE')}
        css={{
          width: 'min(360px, calc(100vw - 32px))',
          maxHeight: '80dvh',
          display: 'grid',
          gridTemplateRows: 'auto 1fr auto',
          gap: 12,
          padding: 20,
          borderRadius: 12,
          background: theme.color.surfaceRaised,
        }}
      >
        {shown.status === 'loading' ? <Loader /> : null}
        {shown.status === 'failed' ? <p>{clientText('NOTICE_FAILED')}</p> : null}
        {shown.status === 'ready' ? (
          <>
            <h2 css={{ margin: 0, fontSize: 17 }}>{shown.data.title}</h2>
            <div
              css={{ overflowY: 'auto', lineHeight: 1.6, fontSize: 14, img: { maxWidth: '100%' } }}
              dangerouslySetInnerHTML={{ __html: shown.data.html }}
            />
          </>
        ) : null}
        <Button onClick={closeNoticeDialog}>{clientText('CLOSE')}</Button>
      </div>
    </div>
  );
}
